café = "coffee"
naïve = True
π = 3.14159
数据 = [1, 2, 3]
Ω = π * 2
print(f"{café} {π:.2f} {数据}")
s = "héllo wörld — ünïcode ✓ 🎉"
t = "日本語のテキスト"
print(len(s), s.upper(), t[1:3])
x = {"ключ": "значение", "emoji": "😀"}
ﬁle = "ligature normalized"
def función(parámetro):
    return parámetro * 2
class Ñandú:
    pass
result = función(π) + len(数据)  # comment with ünicode ✓
