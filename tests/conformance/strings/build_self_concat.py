# Appending a string to itself and prepending to a growing string.
s = "ab" * 150
t = s
s += s
print(len(s), len(t), s[:4], s[-4:], s == t + t)
s += s[:10]
print(len(s), s[-10:])
u = s
s = s + s
print(len(s), len(u), s.count("ab"), u.count("ab"))
r = "start-" + "x" * 300
for i in range(5):
    r = str(i) + r
    r = r + str(i)
print(r[:10], r[-10:], len(r))
words = ("word " * 60).split()
text = ""
for w in words:
    text = text + w + " "
print(len(text), text[:15], text.count("word"))
