def split_name(full):
    first, last = full.split(" ", 1)
    return first, last


for person in ["Ada Lovelace", "Grace Brewster Hopper", "Plato"]:
    first, last = split_name(person)
    print(f"last={last}, first={first}")
