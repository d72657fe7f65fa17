class Order:
    __match_args__ = ("id",)

    def __init__(self, id, total):
        self.id = id
        self.total = total


def check(order):
    match order:
        case Order(total=0):
            return "free order"
        case Order(total=t) if t > 100:
            return "large order"
        case Order(n) if n < 3:
            return f"early order {n}"
        case Order(n, total):
            return f"order {n}: {total}"


print(check(Order(1, 0)))
print(check(Order(2, 250)))
print(check(Order(2, 40)))
print(check(Order(3, 40)))
