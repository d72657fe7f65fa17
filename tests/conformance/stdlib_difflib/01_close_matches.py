import difflib

commands = ["install", "uninstall", "list", "search", "show", "freeze", "download", "config", "inspect"]
for typo in ["instal", "serch", "lst", "uninstal", "xyz", "conifg", "shw"]:
    print(typo, "->", difflib.get_close_matches(typo, commands))
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"], n=2, cutoff=0.5))
print(difflib.get_close_matches("apple", ["apple", "apples", "applet", "appel"], n=10, cutoff=0.0))
words = ["alpha", "alphabet", "alphanumeric", "alp"]
print(difflib.get_close_matches("alpha", words, n=4, cutoff=0.3))
for bad in [dict(n=0), dict(cutoff=1.5)]:
    try:
        difflib.get_close_matches("a", ["a"], **bad)
    except ValueError as e:
        print("ValueError:", e)
