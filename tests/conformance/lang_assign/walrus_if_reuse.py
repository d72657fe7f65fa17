raw_lines = ["name: ada", "age: 36", "bogus", "city: london"]
records = {}
for line in raw_lines:
    if (sep := line.find(":")) == -1:
        print("skipping", repr(line))
        continue
    records[line[:sep]] = line[sep + 1:].strip()
print(records)
def first_long(words, limit):
    for w in words:
        if (size := len(w)) > limit:
            return w, size
    return None
print(first_long(["hi", "hello", "greetings"], 4))
print(first_long(["a"], 4))
print((y := 10) + y)
