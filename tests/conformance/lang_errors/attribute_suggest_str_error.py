title = "weekly report"
print(title.title())
print(title.upper())
words = title.split()
print(words)
print(title.replace("weekly", "daily"))
print(title.startswith("week"), title.count("e"))
print(title.uper())
