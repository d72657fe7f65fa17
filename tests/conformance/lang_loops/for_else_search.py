def find_user(users, name):
    for i, u in enumerate(users):
        if u == name:
            print(f"found {name} at {i}")
            break
    else:
        print(f"{name} not found")
        return -1
    return i


team = ["ann", "bob", "cy"]
print(find_user(team, "bob"))
print(find_user(team, "dan"))
print(find_user([], "ann"))
for n in range(2, 20):
    for d in range(2, n):
        if n % d == 0:
            break
    else:
        print(n, end=" ")
print()
