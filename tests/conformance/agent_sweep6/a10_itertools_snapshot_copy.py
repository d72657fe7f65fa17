import copy
import itertools

# An agent exploring team pairings: it keeps a snapshot of the search
# iterator before each risky step, so it can resume from there.
people = ["ana", "ben", "cho", "dev", "eli"]
pairs = itertools.combinations(people, 2)
taken = [next(pairs) for _ in range(3)]
snapshot = copy.copy(pairs)
print("taken:", taken)
print("rest:", list(pairs))
print("from snapshot:", list(itertools.islice(snapshot, 3)), next(snapshot))
print("exhausted copy:", list(copy.copy(pairs)))

orders = itertools.permutations("abc")
next(orders)
fork = copy.copy(orders)
print(["".join(p) for p in orders])
print(["".join(p) for p in fork])

grid = itertools.product(range(2), "xy", repeat=1)
print(next(grid), list(copy.deepcopy(grid)), list(grid))

dice = itertools.combinations_with_replacement([1, 2, 3], 2)
next(dice); next(dice)
print(list(copy.copy(dice)), sum(map(sum, dice)))

class Box:
    def __init__(self, items):
        self.items = items
    def __repr__(self):
        return f"Box({self.items})"

boxes = [Box([1]), Box([2])]
shallow = copy.copy(itertools.combinations(boxes, 1))
deep = copy.deepcopy(itertools.combinations(boxes, 1))
s0, d0 = next(shallow)[0], next(deep)[0]
d0.items.append(99)
print(s0 is boxes[0], d0 is boxes[0], boxes, d0)

ticket = itertools.count(100, 5)
next(ticket)
t2 = copy.copy(ticket)
print(next(ticket), next(t2), ticket, t2)
rep = itertools.repeat("ping", 3)
next(rep)
r2 = copy.copy(rep)
print(list(rep), list(r2), rep)
