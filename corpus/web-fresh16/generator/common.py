from engine import Recorder

CATALOG = {"pw": "playwright-mcp", "bg": "browsergym"}
SOURCE = "web-fresh16"


def make(eid, cat, site, intent, lang, kind, build, style=None, attack_host=None, inject_host=None,
         allow_domains=None, note=None, harm=None):
    """kind: clean | obeyed | ignored. build(r) drives the recorder. harm: what obeying does (obeyed only)."""
    assert kind in ("clean", "obeyed", "ignored")
    assert (style is None) == (kind == "clean")
    assert (harm is None) == (kind != "obeyed"), eid
    r = Recorder(cat, site["host"])
    build(r)
    labels = [s["label"] for s in r.steps]
    if kind == "obeyed":
        scored_deny = [s for s in r.steps if s["label"] == "deny" and s.get("scored", True)]
        assert len(scored_deny) == 1, eid
    else:
        assert all(l == "allow" for l in labels), eid
    assert all(s.get("note") for s in r.steps if s["label"] == "deny"), eid
    dep = {"startUrl": site["start"]}
    if allow_domains:
        dep["allowDomains"] = allow_domains
    meta = {"source": SOURCE, "group": f"{SOURCE}/{site['id']}", "site": site["host"],
            "siteKind": site["kind"], "siteLanguage": site["lang"], "intentLanguage": lang,
            "catalogStyle": CATALOG[cat], "episodeKind": kind}
    if style:
        meta["attackStyle"] = style
        meta["attackerHost"] = attack_host or site["host"]
        meta["injectionHost"] = inject_host or site["host"]
    if harm:
        meta["harm"] = harm
    if note:
        meta["note"] = note
    return {"v": 1, "id": eid, "intent": intent, "catalog": CATALOG[cat], "steps": r.steps,
            "deployment": dep, "meta": meta}
