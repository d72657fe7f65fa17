def summarize(items):
    match items:
        case []:
            return "empty"
        case [only]:
            return f"just {only}"
        case [first, second]:
            return f"pair {first} & {second}"
        case [first, *middle, last]:
            return f"{first} ... {last} ({len(middle)} in between)"


for seq in [[], ["a"], ["a", "b"], ["a", "b", "c", "d"], ("x", "y", "z"), range(5)]:
    print(summarize(seq))
print(summarize("abc"))
match [1, [2, 3]]:
    case [a, [b, c]]:
        print("nested:", a, b, c)
