# Look up a deeply keyed value written over several lines.
table = {("eu", "fr"): 67, ("eu", "de"): 83}
print(table[("eu", "fr")])
print(table[
    ("eu", "es")
])
