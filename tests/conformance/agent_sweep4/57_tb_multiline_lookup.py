items = ["a", "b"]
lookup = {i: n for n, i in enumerate(items)}
result = (lookup["a"]
          + lookup["c"])
