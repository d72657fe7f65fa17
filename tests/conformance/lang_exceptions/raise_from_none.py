class LookupFailed(Exception):
    pass


def find_user(users, name):
    try:
        return users[name]
    except KeyError:
        raise LookupFailed(f"no user named {name!r}") from None


users = {"ann": 1, "bob": 2}
print(find_user(users, "bob"))
try:
    find_user(users, "zed")
except LookupFailed as e:
    print(e, e.__cause__, e.__suppress_context__)
find_user(users, "cy")
