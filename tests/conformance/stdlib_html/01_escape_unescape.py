import html

comment = '<script>alert("hi & bye")</script> it\'s'
safe = html.escape(comment)
print(safe)
print(html.escape(comment, quote=False))
print(html.unescape(safe) == comment)
rows = [("Widget", 9.99), ("Gadget <XL>", 19.5)]
table = "".join(f"<tr><td>{html.escape(name)}</td><td>{price:.2f}</td></tr>" for name, price in rows)
print(table)
samples = [
    "Fish &amp; Chips", "5 &lt; 6 &gt; 4", "&quot;quoted&quot; &#39;single&#39;",
    "caf&eacute; na&iuml;ve &copy; 2024 &reg;", "&euro;100 &mdash; &hellip; &nbsp;x",
    "&#65;&#x42;&#X43; &#128512;", "&#150; &#0; &#x110000; &#1;",
    "&ampx &amp &lt3 &notin; &notit;", "&unknown; & alone", "&alpha;&beta;&Omega; &rarr; &hearts;",
    "no entities here",
]
for s in samples:
    print(repr(html.unescape(s)))
