/** The console's one stylesheet, served at /console/style.css (the strict CSP allows no inline style). */
export const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1d2330;background:#f6f7f9}
header{display:flex;gap:1em;align-items:center;padding:.6em 1.2em;background:#1d2330;color:#fff}
header a{color:#cfe0ff;text-decoration:none}header a:hover{text-decoration:underline}
.logout{margin-left:auto}.logout .quiet{color:#aab}
main{padding:1em 1.5em;max-width:1200px}main.narrow{max-width:520px;margin:3em auto}
h1{font-size:1.4em}h2{font-size:1.1em;margin-top:1.6em}
table{border-collapse:collapse;width:100%;background:#fff}th,td{border-bottom:1px solid #e3e6ec;padding:.3em .5em;text-align:left;vertical-align:top}
pre{background:#fff;border:1px solid #e3e6ec;padding:.6em;overflow:auto;max-height:18em}
.card{background:#fff;border:1px solid #d7dbe3;border-radius:6px;padding:.4em 1em;margin:.8em 0}
.actions{display:flex;gap:1em}.tag{background:#eef1f6;border-radius:4px;padding:0 .4em}
button{padding:.3em .9em;border:1px solid #99a;border-radius:4px;background:#fff;cursor:pointer}
button.ok{background:#1f7a3a;color:#fff;border-color:#1f7a3a}button.danger{background:#a4262c;color:#fff;border-color:#a4262c}
input,select{padding:.25em .4em}.filters{display:flex;flex-wrap:wrap;gap:.8em;margin:1em 0}
.quiet{color:#667}.bad{color:#a4262c;font-weight:600}.ok,.allow,.approved{color:#1f7a3a}.deny,.denied{color:#a4262c}.escalate,.revise,.expired{color:#8a5a00}
.notice{background:#fff7d6;border:1px solid #e6d48a;padding:.4em .8em}
svg text{font:12px system-ui,sans-serif;fill:#1d2330}rect.bar{fill:#4d6fb3}rect.allow{fill:#1f7a3a}rect.deny{fill:#a4262c}rect.escalate,rect.revise{fill:#c08a10}
rect.frame{fill:none;stroke:#99a}line.diagonal{stroke:#99a;stroke-dasharray:4 3}circle.dot{fill:#4d6fb3;fill-opacity:.8}
`;
