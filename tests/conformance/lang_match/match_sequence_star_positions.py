def shape(seq):
    match seq:
        case [*_, "end"]:
            return "ends with end"
        case ["start", *_]:
            return "starts with start"
        case [_, _, *rest] if len(rest) > 2:
            return f"long ({len(rest)} after two)"
        case [*everything]:
            return f"generic of {len(everything)}"


for s in [["a", "end"], ["start", 1], [1, 2, 3, 4, 5], [1], ["start", "end"]]:
    print(s, "->", shape(s))
match "text":
    case [*chars]:
        print("strings never match sequences", chars)
    case str():
        print("str is not a sequence pattern target")
