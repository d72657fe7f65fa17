s = "Hello, World!"
print(s[0], s[-1], s[7], s[-6])
print(s[0:5], s[7:], s[:5], s[-6:-1])
print(s[::2], s[1::2], s[::-1], s[::-2])
print(s[10:2:-1], s[-1:-6:-1])
print(s[100:], s[-100:3], s[5:2])
print(len(s), len(""), len(s[3:9]))
word = "racecar"
print(word == word[::-1])
print(s[:], s[:] == s)
