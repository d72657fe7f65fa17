# html.unescape decodes the full HTML5 named character reference table,
# the legacy names valid without ';' (longest prefix wins), and numeric
# references with the invalid-code-point rules, as CPython does.
import html

named = ["amp", "lt", "gt", "quot", "apos", "nbsp", "copy", "eacute", "Eacute", "hellip",
         "mdash", "rarr", "check", "NotNestedGreaterGreater", "fjlig", "ThickSpace",
         "CounterClockwiseContourIntegral", "DoubleLongLeftRightArrow", "bne", "nvlt",
         "Afr", "Zopf", "bscr", "lesg", "race", "acE", "NewLine", "Tab", "excl", "num",
         "dollar", "percnt", "lpar", "ast", "plus", "comma", "period", "sol", "colon",
         "semi", "equals", "quest", "commat", "lsqb", "bsol", "rsqb", "Hat", "lowbar",
         "grave", "lcub", "verbar", "rcub", "NoBreak", "zwj", "emsp13", "bernou", "ohm",
         "angst", "frac78", "male", "female", "spades", "sharp", "natur", "flat", "blk14",
         "fflig", "ffllig", "AMP", "COPY", "REG", "GT", "LT", "QUOT", "yuml", "notin",
         "notinva", "nsubE", "nang", "vnsup", "caps", "cups", "gvertneqq", "lvnE"]
for n in named:
    print(n, ascii(html.unescape("&%s;" % n)), ascii(html.unescape("&%s" % n)),
          ascii(html.unescape("[&%s]" % n)))

cases = [
    "&notit;", "&notin;", "&notin", "&noti", "&not", "&notx", "&amp;amp;", "&ampx", "&amp",
    "&AMPx;", "&ltfoo", "&lt;foo", "&lt", "&l", "&", "&;", "&&amp;", "& amp;", "&#", "&#;",
    "&#x;", "&#xg;", "&eacutes", "&Eacuteb;", "&copy2020", "&hellipx;", "&hellip", "&zzz;",
    "&unknownentityname;", "&fjligx", "&nbspx", "a&b&c", "&lt;&gt;&amp;&quot;&apos;",
    "AT&T", "Q&A &amp; more", "&amp;lt;", "&" + "a" * 40 + ";", "&aacuteaacute;",
    "&#65;&#x41;&#X41;&#65&#x41", "&#x1F600;", "&#128512;", "&#0;", "&#x0;", "&#x80;",
    "&#x81;", "&#x8d;", "&#x9f;", "&#150;", "&#13;", "&#x0d;", "&#1;", "&#8;", "&#9;",
    "&#10;", "&#11;", "&#12;", "&#14;", "&#31;", "&#32;", "&#127;", "&#160;", "&#xd800;",
    "&#xdfff;", "&#xe000;", "&#xfdd0;", "&#xfdef;", "&#xfdf0;", "&#xfffe;", "&#xffff;",
    "&#x1fffe;", "&#x10fffe;", "&#x10ffff;", "&#x110000;", "&#99999999999999999999;",
    "&#0000065;", "&#x0000041;", "&#65x", "&#x41g", "text without refs",
]
for c in cases:
    print(ascii(c), "->", ascii(html.unescape(c)))

print(html.escape("<a href='x'>\"Tom\" & Jerry</a>"))
print(html.escape("<a href='x'>", quote=False))
s = "<p class=\"x\">Caf\u00e9 &amp; cr\u00e8me \u2014 5 &lt; 6</p>"
print(html.unescape(html.escape(s)) == s)
print(html.unescape("&lt;b&gt;bold&lt;/b&gt; &copy; 2024 &mdash; &euro;5 &frac12; &trade;"))
