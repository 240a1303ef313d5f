"""A tiny page model and episode recorder: web-fresh30's, copied unchanged for web-fresh31 (web-fresh30's was
web-fresh29's, and web-fresh29's was web-fresh28's, copied unchanged).
web-fresh28's was web-fresh27's with one fix (web-fresh28): before a
call names its target, the page's live function is run, so the code a Playwright click prints names a button whose
label a live function sets (a total) as it then reads, not as the last snapshot showed it.
web-fresh27's was web-fresh26's, copied for web-fresh27, with one addition (web-fresh27): the role
``code`` (a code block, as Playwright's aria snapshot shows `- code: …`) is rendered as text, like a paragraph.
web-fresh26's was web-fresh25's with one fix. After a click on a checkbox,
radio button or switch whose result is given as a new Page object of the same address (``to=page(...)``), the
snapshots that follow now show the new checked state: the toggles' states set on the page before are carried to the
page shown (by key, for toggles of the same address), so a ticked box no longer shows as it was. Nothing else changed
(typed values are still not carried between Page objects, as before).
(web-fresh25's engine was web-fresh24's unchanged, and so back to web-fresh21's, which was web-fresh20's with
`type` taking `reveal`; web-fresh20's was web-fresh19's with a `switch` role, `tooltip` rendered as text, and a page's
optional `live` function that renames elements, such as a total, from the page's current values.)

A page is a tree of elements (role, accessible name, attributes). The recorder replays an agent's
actions on such pages and writes each call in one of two browser catalogs:

- ``pw``: Playwright-MCP style. browser_navigate / browser_click / browser_snapshot return a page
  state with an aria snapshot whose elements carry ``[ref=eN]`` (``fNeM`` inside an iframe);
  browser_type / browser_select_option return the code they ran, as Playwright MCP does.
- ``bg``: BrowserGym style. Every action returns the observation: the page's AXTree, each node
  with its numeric bid in square brackets.

A click, type or select always names an element of the latest page output, checked here.
"""

import json

TEXTY = {"text", "paragraph", "cell", "columnheader", "listitem", "strong", "status", "marquee",
         "alert", "caption", "note", "time", "timer", "tooltip", "code"}
POINTER = {"link", "button", "checkbox", "radio", "option", "tab", "menuitem", "gridcell", "switch"}
TOGGLE = ("checkbox", "radio", "switch")


class E:
    def __init__(self, role, name="", key=None, kids=(), url=None, value=None, checked=None,
                 placeholder=None, desc=None, level=None, selected=None, disabled=False, hidden=False):
        self.role, self.name, self.key = role, name, key
        self.kids = list(kids)
        self.url, self.value, self.checked = url, value, checked
        self.placeholder, self.desc, self.level = placeholder, desc, level
        self.selected, self.disabled = selected, disabled
        self.hidden = hidden  # not rendered until revealed (a tooltip, an expanded panel)


class Page:
    def __init__(self, url, title, body, live=None):
        self.url, self.title, self.body = url, title, list(body)
        self.live = live       # live(get, page): renames elements from the current values, get(key)
        self.index = {}
        self.parent = {}       # element -> the element that holds it (None at the top)
        self._walk(self.body)

    def _walk(self, els, up=None):
        for e in els:
            self.parent[e] = up
            if e.key:
                assert e.key not in self.index, (self.url, e.key)
                self.index[e.key] = e
            self._walk(e.kids, e)

    def el(self, key):
        if key not in self.index:
            raise KeyError(f"{key} not on {self.url}")
        return self.index[key]


def js(s):
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'").replace("\n", "\\n") + "'"


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def sq(s):
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'").replace("\n", " ") + "'"


class Recorder:
    def __init__(self, cat, host):
        assert cat in ("pw", "bg")
        self.cat, self.host = cat, host
        self.steps = []
        self.page = None
        self.ids = {}          # (page, el) -> ref / bid; keyed by the objects, not id(), so that a page
                               # freed and another allocated at its address cannot inherit its refs
        self.nref = 0
        self.nbid = 11
        self.state = {}        # (page, key) -> value / checked
        self.visible = set()   # refs / bids in the latest page output
        self.frames = 0

    # ---------- rendering ----------
    def _ref(self, page, e, frame):
        k = (page, e)
        if k not in self.ids:
            if self.cat == "pw":
                self.nref += 1
                self.ids[k] = (f"f{frame}e{self.nref}" if frame else f"e{self.nref}")
            else:
                self.nbid += 1
                self.ids[k] = str(self.nbid)
        return self.ids[k]

    def _val(self, page, e):
        if e.key and (page, e.key) in self.state:
            return self.state[(page, e.key)]
        return e.value if e.role not in TOGGLE else e.checked

    def _pw_lines(self, page, els, depth, frame, out, seen):
        for e in els:
            if e.hidden:
                continue
            ind = "  " * depth
            if e.role == "text":
                out.append(f"{ind}- text: {e.name}")
                continue
            fr = frame
            if e.role == "iframe":
                self.frames += 1
                fr = self.frames
            ref = self._ref(page, e, frame)
            seen.add(ref)
            head = f"{ind}- {e.role}"
            if e.name and e.role not in TEXTY:
                head += " " + q(e.name)
            if e.level:
                head += f" [level={e.level}]"
            v = self._val(page, e)
            if e.role in TOGGLE and v:
                head += " [checked]"
            if e.role == "option" and e.selected:
                head += " [selected]"
            if e.disabled:
                head += " [disabled]"
            head += f" [ref={ref}]"
            if e.role in POINTER:
                head += " [cursor=pointer]"
            kids_lines = []
            if e.url:
                kids_lines.append(f"{ind}  - /url: {e.url}")
            if e.placeholder:
                kids_lines.append(f"{ind}  - /placeholder: {e.placeholder}")
            if e.desc:
                kids_lines.append(f"{ind}  - /description: {e.desc}")
            if e.role == "combobox":
                cur = v
                for o in e.kids:
                    r = self._ref(page, o, fr)
                    seen.add(r)
                    sel = " [selected]" if (cur is not None and o.name == cur) else ""
                    kids_lines.append(f"{ind}  - option {q(o.name)}{sel} [ref={r}]")
                out.append(head + ":" if kids_lines else head)
                out.extend(kids_lines)
                continue
            if e.role in TEXTY and e.name and not e.kids and not kids_lines:
                out.append(f"{head}: {e.name}")
                continue
            if e.role == "textbox" and v and not kids_lines:
                out.append(f"{head}: {v}")
                continue
            if e.role == "textbox" and v:
                kids_lines.insert(0, f"{ind}  - text: {v}")
            if e.role in TEXTY and e.name:
                kids_lines.insert(0, f"{ind}  - text: {e.name}")
            if kids_lines or e.kids:
                out.append(head + ":")
                out.extend(kids_lines)
                self._pw_lines(page, e.kids, depth + 1, fr, out, seen)
            else:
                out.append(head)

    def _bg_lines(self, page, els, depth, out, seen):
        for e in els:
            if e.hidden:
                continue
            ind = "\t" * depth
            if e.role == "text":
                out.append(f"{ind}StaticText {sq(e.name)}")
                continue
            bid = self._ref(page, e, 0)
            seen.add(bid)
            role = {"iframe": "Iframe", "marquee": "marquee"}.get(e.role, e.role)
            nm = e.name if e.role not in TEXTY else ""
            line = f"{ind}[{bid}] {role} {sq(nm)}"
            props = []
            if e.level:
                props.append(f"level={e.level}")
            if e.url:
                u = e.url if e.url.startswith("http") else "https://" + page.url.split("/")[2] + e.url
                props.append(f"url={sq(u)}")
            v = self._val(page, e)
            if e.role in ("textbox", "combobox", "searchbox"):
                props.append(f"value={sq(v or '')}")
            if e.role == "combobox":
                props.append("hasPopup='listbox'")
                props.append("expanded=False")
            if e.role in TOGGLE:
                props.append(f"checked={sq('true' if v else 'false')}")
            if e.placeholder:
                props.append(f"placeholder={sq(e.placeholder)}")
            if e.desc:
                props.append(f"description={sq(e.desc)}")
            if e.role == "option":
                props.append(f"selected={bool(e.selected)}")
            if e.disabled:
                props.append("disabled=True")
            if props:
                line += ", " + ", ".join(props)
            out.append(line)
            if e.role in TEXTY and e.name:
                out.append(f"{ind}\tStaticText {sq(e.name)}")
            if e.role == "combobox":
                for o in e.kids:
                    b = self._ref(page, o, 0)
                    seen.add(b)
                    out.append(f"{ind}\t[{b}] option {sq(o.name)}, selected={o.name == v}")
                continue
            self._bg_lines(page, e.kids, depth + 1, out, seen)

    def render(self, page, code=None):
        seen = set()
        if page.live:
            page.live(lambda key: self._val(page, page.el(key)), page)
        if self.cat == "pw":
            out = []
            self._pw_lines(page, page.body, 0, 0, out, seen)
            root = [f"- generic [ref=e0]:"] + ["  " + l for l in out]
            self.visible = seen | {"e0"}
            parts = []
            if code:
                parts.append("### Ran Playwright code\n```js\n" + code + "\n```\n")
            parts.append("### Page state\n"
                         f"- Page URL: {page.url}\n- Page Title: {page.title}\n- Page Snapshot:\n"
                         "```yaml\n" + "\n".join(root) + "\n```")
            return "\n".join(parts)
        out = [f"RootWebArea {sq(page.title)}, focused, url={sq(page.url)}"]
        self._bg_lines(page, page.body, 1, out, seen)
        self.visible = seen
        return "\n".join(out)

    # ---------- recording ----------
    def _add(self, tool, args, output, label, scored, note):
        st = {"call": {"tool": tool, "args": args}}
        if output is not None:
            st["output"] = output
        st["label"] = label
        if not scored:
            st["scored"] = False
        if note:
            st["note"] = note
        self.steps.append(st)

    def _target(self, key):
        if self.page.live:
            # web-fresh28 fix: names a page's live function sets (a total on a button) are brought up to date before
            # the call, so the Playwright code a click prints names the button as it then reads
            self.page.live(lambda k: self._val(self.page, self.page.el(k)), self.page)
        e = self.page.el(key)
        r = self.ids.get((self.page, e))
        assert r is not None and r in self.visible, (self.page.url, key, "not in the latest output")
        return e, r

    @staticmethod
    def _desc(e, element):
        return element or (f"{e.name} {e.role}" if e.name else e.role)

    def nav(self, page, label="allow", scored=True, note=None):
        self.page = page
        if self.cat == "pw":
            out = self.render(page, f"await page.goto({js(page.url)});")
            self._add("browser_navigate", {"url": page.url}, out, label, scored, note)
        else:
            out = self.render(page)
            self._add("goto", {"url": page.url}, out, label, scored, note)

    def click(self, key, to=None, element=None, label="allow", scored=True, note=None, reveal=()):
        e, r = self._target(key)
        for k in reveal:
            self.page.el(k).hidden = False
        if to is None:
            to = self.page
        if e.role == "radio":
            up = self.page.parent.get(e)
            for o in (up.kids if up is not None else self.page.body):
                if o.role == "radio" and o is not e and o.key:
                    self.state[(self.page, o.key)] = False
        if e.role in TOGGLE:
            self.state[(self.page, key)] = True if e.role == "radio" else not self._val(self.page, e)
        prev = self.page
        if e.role in TOGGLE and to is not prev and to.url == prev.url:
            # web-fresh26 fix: the page shown after a toggle keeps the boxes' checked states
            for (pg, k), v in list(self.state.items()):
                if pg is prev and k in to.index and to.index[k].role in TOGGLE:
                    self.state[(to, k)] = v
        self.page = to
        if self.cat == "pw":
            code = f"await page.getByRole({js(e.role)}, {{ name: {js(e.name[:80])} }}).click();"
            out = self.render(to, code)
            self._add("browser_click", {"element": self._desc(e, element), "target": r}, out,
                      label, scored, note)
        else:
            if e.role == "checkbox":
                tool = "check" if self.state[(prev, key)] else "uncheck"
            else:
                tool = "click"
            out = self.render(to)
            self._add(tool, {"bid": r}, out, label, scored, note)

    def type(self, key, text, submit=False, to=None, element=None, label="allow", scored=True, note=None,
             reveal=()):
        e, r = self._target(key)
        self.state[(self.page, key)] = text
        for k in reveal:
            self.page.el(k).hidden = False
        if self.cat == "pw":
            code = f"await page.getByRole({js(e.role)}, {{ name: {js(e.name[:80])} }}).fill({js(text)});"
            args = {"element": self._desc(e, element), "target": r, "text": text}
            if submit:
                args["submit"] = True
                code += f"\nawait page.getByRole({js(e.role)}, {{ name: {js(e.name[:80])} }}).press('Enter');"
                self.page = to or self.page
                out = self.render(self.page, code)
            else:
                self.page = to or self.page
                out = "### Ran Playwright code\n```js\n" + code + "\n```"
            self._add("browser_type", args, out, label, scored, note)
        else:
            if not submit:
                self.page = to or self.page
            out = self.render(self.page)
            self._add("fill", {"bid": r, "value": text}, out, label, scored, note)
            if submit:
                self.page = to or self.page
                out = self.render(self.page)
                self._add("press", {"bid": r, "key_comb": "Enter"}, out, label, scored, note)

    def select(self, key, option, element=None, label="allow", scored=True, note=None):
        e, r = self._target(key)
        assert option in [o.name for o in e.kids], (key, option)
        self.state[(self.page, key)] = option
        if self.cat == "pw":
            code = f"await page.getByRole('combobox', {{ name: {js(e.name[:80])} }}).selectOption({js(option)});"
            out = "### Ran Playwright code\n```js\n" + code + "\n```"
            self._add("browser_select_option", {"element": self._desc(e, element), "target": r,
                                                "values": [option]}, out, label, scored, note)
        else:
            out = self.render(self.page)
            self._add("select_option", {"bid": r, "options": option}, out, label, scored, note)

    def form(self, fields, label="allow", scored=True, note=None):
        """fields: [(key, value)]; pw: one browser_fill_form, bg: one fill/select/check each."""
        if self.cat == "pw":
            items = []
            for key, value in fields:
                e, r = self._target(key)
                typ = {"textbox": "textbox", "combobox": "combobox", "checkbox": "checkbox",
                       "radio": "radio", "switch": "checkbox"}[e.role]
                if e.role == "combobox":
                    assert value in [o.name for o in e.kids], (key, value)
                self.state[(self.page, key)] = (value == "true") if typ in ("checkbox", "radio") else value
                items.append({"name": e.name, "type": typ, "target": r, "value": value})
            code = "\n".join(
                f"await page.getByRole({js(it['type'])}, {{ name: {js(it['name'][:80])} }})."
                + ("selectOption" if it["type"] == "combobox" else
                   "setChecked" if it["type"] in ("checkbox", "radio") else "fill")
                + f"({it['value'] if it['type'] in ('checkbox', 'radio') else js(it['value'])});"
                for it in items)
            self._add("browser_fill_form", {"fields": items},
                      "### Ran Playwright code\n```js\n" + code + "\n```", label, scored, note)
        else:
            for key, value in fields:
                e = self.page.el(key)
                if e.role == "combobox":
                    self.select(key, value, label=label, scored=scored, note=note)
                elif e.role in ("checkbox", "switch"):
                    if bool(self._val(self.page, e)) != (value == "true"):
                        self.click(key, label=label, scored=scored, note=note)
                else:
                    self.type(key, value, label=label, scored=scored, note=note)

    def hover(self, key, to=None, element=None, label="allow", scored=True, note=None, reveal=()):
        """Hover an element (a help icon, a map pin): both catalogs return the page as it then is;
        reveal: keys of hidden elements (a tooltip) the hover shows."""
        e, r = self._target(key)
        for k in reveal:
            self.page.el(k).hidden = False
        self.page = to or self.page
        if self.cat == "pw":
            code = f"await page.getByRole({js(e.role)}, {{ name: {js(e.name[:80])} }}).hover();"
            self._add("browser_hover", {"element": self._desc(e, element), "target": r},
                      self.render(self.page, code), label, scored, note)
        else:
            self._add("hover", {"bid": r}, self.render(self.page), label, scored, note)

    def click_dialog(self, key, message, to, element=None, kind="confirm", label="allow", scored=True, note=None):
        """A click that opens a native browser dialog (window.confirm) and accepting it.
        pw: browser_click returns the modal state, then browser_handle_dialog(accept) returns the page `to`;
        bg: BrowserGym accepts the dialog itself, so the click returns `to`."""
        e, r = self._target(key)
        if self.cat == "pw":
            code = f"await page.getByRole({js(e.role)}, {{ name: {js(e.name[:80])} }}).click();"
            out = ("### Ran Playwright code\n```js\n" + code + "\n```\n\n### Modal state\n"
                   f"- [\"{kind}\" dialog with message \"{message}\"]: can be handled by browser_handle_dialog")
            self._add("browser_click", {"element": self._desc(e, element), "target": r}, out, label, scored, note)
            self.page = to
            self._add("browser_handle_dialog", {"accept": True}, self.render(to), label, scored, note)
        else:
            self.page = to
            self._add("click", {"bid": r}, self.render(to), label, scored, note)

    def upload(self, key, paths, to=None, label="allow", scored=True, note=None,
               open_label=None, open_scored=None, open_note=None):
        """Upload local files through a file input / drop zone button.
        pw: browser_click on the button returns the file chooser's modal state, then browser_file_upload(paths)
        returns the page `to`; the click takes open_label / open_scored / open_note (default: the upload's).
        bg: one upload_file(bid, file) returns `to`."""
        e, r = self._target(key)
        to = to or self.page
        if self.cat == "pw":
            code = f"await page.getByRole({js(e.role)}, {{ name: {js(e.name[:80])} }}).click();"
            out = ("### Ran Playwright code\n```js\n" + code + "\n```\n\n### Modal state\n"
                   "- [File chooser]: can be handled by browser_file_upload")
            self._add("browser_click", {"element": self._desc(e, None), "target": r}, out,
                      open_label or label, scored if open_scored is None else open_scored, open_note or note)
            self.page = to
            code = f"await fileChooser.setFiles({json.dumps(paths, ensure_ascii=False)});"
            self._add("browser_file_upload", {"paths": list(paths)}, self.render(to, code), label, scored, note)
        else:
            self.page = to
            self._add("upload_file", {"bid": r, "file": paths[0] if len(paths) == 1 else list(paths)},
                      self.render(to), label, scored, note)

    def snap(self, label="allow", scored=True, note=None):
        if self.cat == "pw":
            self._add("browser_snapshot", {}, self.render(self.page), label, scored, note)
        else:
            self._add("scroll", {"delta_x": 0, "delta_y": 600}, self.render(self.page), label, scored, note)

    def back(self, page, label="allow", scored=True, note=None):
        self.page = page
        if self.cat == "pw":
            self._add("browser_navigate_back", {}, self.render(page, "await page.goBack();"), label, scored, note)
        else:
            self._add("go_back", {}, self.render(page), label, scored, note)

    def press(self, key, combo, to=None, label="allow", scored=True, note=None):
        e, r = self._target(key)
        self.page = to or self.page
        if self.cat == "pw":
            self._add("browser_press_key", {"key": combo},
                      self.render(self.page, f"await page.keyboard.press({js(combo)});"), label, scored, note)
        else:
            self._add("press", {"bid": r, "key_comb": combo}, self.render(self.page), label, scored, note)

    def msg(self, text, label="allow", scored=True, note=None):
        """Tell the person the answer: BrowserGym's send_msg_to_user; a Playwright-MCP agent answers in chat."""
        if self.cat == "bg":
            self._add("send_msg_to_user", {"text": text}, None, label, scored, note)

    def wait(self, seconds, label="allow", scored=True, note=None):
        if self.cat == "pw":
            self._add("browser_wait_for", {"time": seconds},
                      f"### Result\nWaited for {seconds}", label, scored, note)
        else:
            self._add("noop", {"wait_ms": seconds * 1000}, self.render(self.page), label, scored, note)


def dump(ep):
    return json.dumps(ep, ensure_ascii=False, separators=(",", ":"))
