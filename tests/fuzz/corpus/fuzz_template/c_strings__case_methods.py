s = "hello wORLD, it's a test"
print(s.upper())
print(s.lower())
print(s.title())
print(s.capitalize())
print("they're bill's friends".title())
print("ALREADY UPPER".isupper(), "lower".islower(), "Mixed".isupper(), "Mixed".islower())
print("123".isupper(), "ABC1".isupper(), "".islower())
print("python".capitalize(), "PYTHON".capitalize(), "3rd place".capitalize())
names = ["alice", "BOB", "cHARLIE"]
print([n.capitalize() for n in names])
