files = ["report.pdf", "data.csv", "image.PNG", "notes.txt", "archive.tar.gz", "README"]
for f in files:
    print(f, f.endswith(".csv"), f.lower().endswith((".png", ".jpg")), f.startswith("re"))
print("hello".startswith("he", 0), "hello".startswith("l", 2), "hello".endswith("l", 0, 4))
print("hello".startswith(""), "".endswith(""))
print([f for f in files if f.endswith((".txt", ".csv"))])
