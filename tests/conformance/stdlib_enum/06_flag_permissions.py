from enum import Flag, auto


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXECUTE = auto()
    DELETE = auto()


users = {
    "alice": Perm.READ | Perm.WRITE | Perm.DELETE,
    "bob": Perm.READ,
    "carol": Perm.READ | Perm.EXECUTE,
    "guest": Perm(0),
}
for name, perms in users.items():
    can_write = Perm.WRITE in perms
    print(f"{name:<6} {str(perms):<28} {perms!r:<32} write={can_write} n={len(perms)}")

alice = users["alice"]
print(list(alice), [p.name for p in alice], alice.value, alice.name)
print(alice & Perm.WRITE, alice & Perm.EXECUTE, repr(alice & Perm.EXECUTE), bool(alice & Perm.EXECUTE))
print(alice ^ Perm.READ, ~Perm.READ, ~alice, repr(~(Perm.READ | Perm.WRITE | Perm.EXECUTE | Perm.DELETE)))
print(Perm(3), Perm(15), Perm(0), bool(Perm(0)), Perm.READ | Perm.READ)
print(list(Perm), len(Perm), Perm.READ.value, Perm.DELETE.value)
perms = Perm(0)
for p in [Perm.EXECUTE, Perm.READ]:
    perms |= p
print(perms, perms == Perm.READ | Perm.EXECUTE, perms in Perm(7))
try:
    Perm(32)
except ValueError as e:
    print("ValueError:", e)
try:
    Perm.READ | 4
except TypeError as e:
    print("TypeError:", e)
try:
    print(1 in Perm.READ)
except TypeError as e:
    print("TypeError:", e)
