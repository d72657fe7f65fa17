# Patterns whose translation carries budget callouts at every structural point:
# group and branch starts, after repeats, before back references and large
# minimum repeats, and inside long literal runs. None may change a result.
import re
tests = [
    (r"(a)?(?(1)b|c)", ["ab", "c", "b"]),
    (r"(?<=ab)c|(?<!x)d", ["abc", "xd", "d"]),
    (r"(a)|\1b", ["b", "ab"]),
    (r"(?P<q>['\"]).*?(?P=q)", ["say 'hi' now", 'x"y"']),
    (r"x{70}", ["x" * 69, "x" * 71]),
    (r"[ab]{65,}c", ["ab" * 40 + "c", "ab" * 20 + "c"]),
    (r"(?:ab){70}", ["ab" * 70]),
    (r"a++b|a*+c", ["aaab", "aac"]),
    (r"(?>a+)b", ["aab"]),
    (r"(?x) a  b # c\n | d", ["ab", "d"]),
    (r"(?i)(ab|cd)\1", ["abAB", "cdcd"]),
    (r"()*x", ["x"]),
    (r"(a*)*b", ["aab", "b"]),
    (r"(?:)", [""]),
    (r"\b\w+\B", ["hello world"]),
    (r"(a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|r|s|t|u|v|w|x|y|z|A|B|C|D|E|F|G|H|I|J)+!", ["xyzzyJ!"]),
    (r"abcdefghijabcdefghijabcdefghijabcdefghijabcdefghij", ["xx" + "abcdefghij" * 5]),
    (r"(?:a(?:b(?:c(?:d)?)?)?)+", ["abcdabcab"]),
    (r"^(\w+)\s*=\s*(.*?)\s*$", ["key = value  "]),
    (r"(?s).{0,3}?x", ["ab\nx"]),
    (r"\d{2,100}?5", ["1234567"]),
]
for pat, subs in tests:
    for s in subs:
        m = re.search(pat, s)
        print(pat[:30], repr(s[:20]), m and m.group(0)[:30], m and m.groups(), re.findall(pat, s)[:5], re.sub(pat, "<>", s)[:30], re.split(pat, s)[:4])
# A comment between an item and its repeat, and many short searches.
print(re.search(r"a(?#c){70}", "a" * 71).span(), re.search(r"a(?#c){70}", "a" * 69))
print(sum(1 for k in range(300) if re.search(r"(?:x|y)+z", "xy" * (k % 7) + "z")))
# Sets of hundreds of members past Latin-1, alone, repeated and in a run.
cls = '[' + ''.join(chr(0x100 + 2 * i) for i in range(400)) + ']'
s = chr(0x100 + 798) * 50 + 'x!'
print(re.search(cls * 7 + '!', s), re.search(cls + '*!', s).span(), re.search(cls + '{70}', s))
print(re.findall(cls + '{2}x', s), re.search('[abcdefghijklmnopqrstuvwxyz0123456789]+@', 'hi foo@bar').span())
