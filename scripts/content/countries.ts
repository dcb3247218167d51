/** Overseas destinations: ISO code, name, region and a line about flowers there. */
export interface CountrySeed {
  iso: string;
  name: string;
  region: 'Asia' | 'Europe' | 'North America' | 'Oceania' | 'Middle East' | 'Africa' | 'South America';
  days: 1 | 2;
  note: string;
}

export const COUNTRIES: CountrySeed[] = [
  { iso: 'AR', name: 'Argentina', region: 'South America', days: 2, note: 'Our partners in Buenos Aires are known for generous garden roses and calla lilies.' },
  { iso: 'AT', name: 'Austria', region: 'Europe', days: 2, note: 'Viennese florists favour elegant, tightly structured bouquets.' },
  { iso: 'BE', name: 'Belgium', region: 'Europe', days: 1, note: 'Belgian florists have the famous Flemish flower auctions on their doorstep.' },
  { iso: 'BR', name: 'Brazil', region: 'South America', days: 2, note: 'Tropical blooms such as heliconia and orchids feature in Brazilian arrangements.' },
  { iso: 'CA', name: 'Canada', region: 'North America', days: 1, note: 'We deliver from Vancouver to Halifax through a network of independent florists.' },
  { iso: 'CL', name: 'Chile', region: 'South America', days: 2, note: 'Chilean growers supply some of the world’s finest peonies in our winter.' },
  { iso: 'CN', name: 'China', region: 'Asia', days: 2, note: 'Red and gold flowers carry good fortune; white flowers are kept for sympathy.' },
  { iso: 'HR', name: 'Croatia', region: 'Europe', days: 2, note: 'Coastal florists in Split and Dubrovnik use lavender and Mediterranean greenery.' },
  { iso: 'CY', name: 'Cyprus', region: 'Europe', days: 2, note: 'Florists in Nicosia and Limassol favour bright roses and Mediterranean greenery.' },
  { iso: 'CZ', name: 'Czechia', region: 'Europe', days: 2, note: 'Prague florists are known for romantic, loosely tied posies.' },
  { iso: 'DK', name: 'Denmark', region: 'Europe', days: 1, note: 'Danish style is simple and seasonal, often with tulips and branches.' },
  { iso: 'FJ', name: 'Fiji', region: 'Oceania', days: 2, note: 'Frangipani, hibiscus and orchids grow on the islands year round.' },
  { iso: 'FI', name: 'Finland', region: 'Europe', days: 2, note: 'Finnish florists deliver across Helsinki, Espoo and Tampere.' },
  { iso: 'FR', name: 'France', region: 'Europe', days: 1, note: 'Parisian florists are famous for loose, garden-style bouquets.' },
  { iso: 'DE', name: 'Germany', region: 'Europe', days: 1, note: 'German florists deliver nationwide, including Berlin, Munich and Hamburg.' },
  { iso: 'GR', name: 'Greece', region: 'Europe', days: 2, note: 'Athens florists love olive branches, roses and bright bougainvillea.' },
  { iso: 'HK', name: 'Hong Kong', region: 'Asia', days: 1, note: 'Same-day delivery is often possible across Hong Kong Island and Kowloon.' },
  { iso: 'HU', name: 'Hungary', region: 'Europe', days: 2, note: 'Budapest florists deliver on both the Buda and Pest sides of the Danube.' },
  { iso: 'IN', name: 'India', region: 'Asia', days: 2, note: 'Marigolds, roses and fragrant tuberoses are favourites for celebrations.' },
  { iso: 'ID', name: 'Indonesia', region: 'Asia', days: 2, note: 'Our partners deliver in Jakarta, Surabaya and across Bali.' },
  { iso: 'IE', name: 'Ireland', region: 'Europe', days: 1, note: 'Irish florists deliver from Dublin to Galway, often the same day.' },
  { iso: 'IL', name: 'Israel', region: 'Middle East', days: 2, note: 'Our partners deliver in Tel Aviv, Jerusalem and Haifa, except on the Sabbath.' },
  { iso: 'IT', name: 'Italy', region: 'Europe', days: 1, note: 'Italian florists favour lush roses, ranunculus and citrus foliage.' },
  { iso: 'JP', name: 'Japan', region: 'Asia', days: 2, note: 'Japanese arrangements draw on ikebana: few stems, carefully placed.' },
  { iso: 'LB', name: 'Lebanon', region: 'Middle East', days: 2, note: 'Beirut florists are known for generous, elegant arrangements of roses and lilies.' },
  { iso: 'MY', name: 'Malaysia', region: 'Asia', days: 2, note: 'Orchids are a national favourite and last beautifully in the tropics.' },
  { iso: 'MT', name: 'Malta', region: 'Europe', days: 2, note: 'Maltese florists deliver across Malta and Gozo.' },
  { iso: 'MX', name: 'Mexico', region: 'North America', days: 2, note: 'Bright dahlias, Mexico’s national flower, feature in many bouquets.' },
  { iso: 'NL', name: 'Netherlands', region: 'Europe', days: 1, note: 'Dutch florists work right beside the world’s largest flower auction.' },
  { iso: 'NZ', name: 'New Zealand', region: 'Oceania', days: 1, note: 'Our closest neighbour: florists from Auckland to Invercargill deliver for us.' },
  { iso: 'NO', name: 'Norway', region: 'Europe', days: 2, note: 'Norwegian florists deliver across Oslo, Bergen and Trondheim.' },
  { iso: 'PH', name: 'Philippines', region: 'Asia', days: 2, note: 'Sampaguita and roses are popular for birthdays and anniversaries.' },
  { iso: 'PL', name: 'Poland', region: 'Europe', days: 2, note: 'Polish custom is an odd number of stems for happy occasions.' },
  { iso: 'PT', name: 'Portugal', region: 'Europe', days: 2, note: 'Lisbon and Porto florists love hydrangeas and bright proteas.' },
  { iso: 'SG', name: 'Singapore', region: 'Asia', days: 1, note: 'Same-day delivery is available across the island for most orders.' },
  { iso: 'ZA', name: 'South Africa', region: 'Africa', days: 2, note: 'Home of the king protea, South Africa’s national flower.' },
  { iso: 'KR', name: 'South Korea', region: 'Asia', days: 2, note: 'Seoul florists are known for soft pastel, paper-wrapped bouquets.' },
  { iso: 'ES', name: 'Spain', region: 'Europe', days: 1, note: 'Spanish florists deliver from Madrid and Barcelona to the islands.' },
  { iso: 'LK', name: 'Sri Lanka', region: 'Asia', days: 2, note: 'Orchids and anthuriums grown in the hill country feature in many bouquets.' },
  { iso: 'SE', name: 'Sweden', region: 'Europe', days: 2, note: 'Swedish arrangements are natural and seasonal, with lots of greenery.' },
  { iso: 'CH', name: 'Switzerland', region: 'Europe', days: 2, note: 'Swiss florists deliver in Zurich, Geneva, Basel and Bern.' },
  { iso: 'TW', name: 'Taiwan', region: 'Asia', days: 2, note: 'Phalaenopsis orchids grown in Taiwan are sent all over the world.' },
  { iso: 'TH', name: 'Thailand', region: 'Asia', days: 2, note: 'Orchids and jasmine garlands are much loved in Thailand.' },
  { iso: 'AE', name: 'United Arab Emirates', region: 'Middle East', days: 1, note: 'Florists in Dubai and Abu Dhabi deliver luxurious rose arrangements.' },
  { iso: 'GB', name: 'United Kingdom', region: 'Europe', days: 1, note: 'We deliver across England, Scotland, Wales and Northern Ireland.' },
  { iso: 'US', name: 'United States', region: 'North America', days: 1, note: 'Local florists in all 50 states arrange and deliver our orders.' },
  { iso: 'VN', name: 'Vietnam', region: 'Asia', days: 2, note: 'Lotus and roses from Da Lat are favourites in Vietnamese bouquets.' },
];
