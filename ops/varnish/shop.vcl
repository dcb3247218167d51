# Varnish in front of the shop's Node server (docs/adr/0772, README "Behind a CDN or Varnish").
# Needs the xkey module (Debian: varnish-modules). The shop purges with
# CACHE_PURGE=varnish and VARNISH_URL pointing at this Varnish.
vcl 4.1;

import std;
import xkey;

backend shop {
  .host = "127.0.0.1";
  .port = "4321";
  # A shop that does not answer is sick within a few seconds: its pages are then served stale (stale-if-error).
  .probe = {
    .url = "/api/health/live";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
  }
}

# Who may purge: the shop's servers (add their addresses here).
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  # An xkey purge from the shop: `PURGE /` with `xkey-purge: <keys>`, every copy tagged with one of them is dropped.
  if (req.method == "PURGE") {
    # Where the shop sends CACHE_PURGE_TOKEN, require it as well: `|| req.http.X-Purge-Token != "<the token>"`.
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "No xkey-purge header"));
    }
    set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.x-purged));
  }
  # Only reads are cached; every write goes to the shop as it is, cookies and all.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Pages behind a sign-in, checkout, an order's page, the studio and previews: never from the cache.
  if (req.url ~ "^/(myaccount|checkout|cart|studio|preview|payments)(/|\?|$)") {
    return (pass);
  }
  if (req.url ~ "^/api/") {
    # An API read signed in (the session cookie, or a token) may be that shopper's own (a signed-in role's prices).
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)__Host-wb_session=") {
      return (pass);
    }
    # A guest's other cookies (the cart's, the CSRF token's) go to the shop, which reads its own with them (a cart);
    # a public read answers them as it answers anyone, saying so, and its copy is then everyone's.
  } else {
    # Pages and files never read a cookie: one copy for everyone.
    unset req.http.Cookie;
  }
  # While the shop answers, a copy past its s-maxage is served for at most this long as it is fetched again
  # (the shop's stale-while-revalidate); while it does not, for as long as its stale-if-error allows.
  if (std.healthy(req.backend_hint)) {
    set req.grace = 60s;
  }
  return (hash);
}

sub vcl_backend_response {
  # Only what the shop says a shared cache may hold: no Cache-Control, private, no-store, or a cookie set, is never held.
  if (!beresp.http.Cache-Control || beresp.http.Cache-Control ~ "(private|no-store|no-cache)" || beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # s-maxage is the copy's life (Varnish reads it); stale-if-error how long it may stand in for a shop that fails.
  if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
    set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, ".*stale-if-error=([0-9]+).*", "\1s"), 0s);
  }
  # Kept past that for revalidation: the shop answers 304 to the copy's ETag.
  set beresp.keep = 1h;
  # The keys a purge names (the shop sends Fastly's header name).
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  return (deliver);
}

sub vcl_backend_error {
  # A shop that fails with no copy to stand in: a plain 503.
  set beresp.http.Cache-Control = "no-store";
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # The keys are for this cache only; browsers revalidate every page (max-age=0) with its ETag.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}
