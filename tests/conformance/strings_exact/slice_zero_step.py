s = "hello"
print(s[::1])
print(s[::0])
