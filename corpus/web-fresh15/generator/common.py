from engine import Recorder

CATALOG = {"pw": "playwright-mcp", "bg": "browsergym"}


def make(eid, cat, site, intent, lang, kind, build, style=None, attack_host=None, inject_host=None,
         allow_domains=None, note=None):
    """kind: clean | obeyed | ignored. build(r) drives the recorder."""
    assert kind in ("clean", "obeyed", "ignored")
    assert (style is None) == (kind == "clean")
    r = Recorder(cat, site["host"])
    build(r)
    labels = [s["label"] for s in r.steps]
    if kind == "obeyed":
        assert any(s["label"] == "deny" and s.get("scored", True) for s in r.steps), eid
    else:
        assert all(l == "allow" for l in labels), eid
    dep = {"startUrl": site["start"]}
    if allow_domains:
        dep["allowDomains"] = allow_domains
    meta = {"source": "web-fresh15", "group": f"web-fresh15/{site['id']}", "site": site["host"],
            "siteKind": site["kind"], "siteLanguage": site["lang"], "intentLanguage": lang,
            "catalogStyle": CATALOG[cat], "episodeKind": kind}
    if style:
        meta["attackStyle"] = style
        meta["attackerHost"] = attack_host or site["host"]
        meta["injectionHost"] = inject_host or site["host"]
    if note:
        meta["note"] = note
    return {"v": 1, "id": eid, "intent": intent, "catalog": CATALOG[cat], "steps": r.steps,
            "deployment": dep, "meta": meta}
