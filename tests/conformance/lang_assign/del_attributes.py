class Session:
    def __init__(self, user):
        self.user = user
        self.token = "t-123"
        self.cart = ["pen"]


s = Session("ann")
print(hasattr(s, "token"))
del s.token
print(hasattr(s, "token"))
del s.cart[0]
print(s.cart)
s.token = "t-456"
print(s.token)
del s.user, s.cart
print(hasattr(s, "user"), hasattr(s, "cart"), s.token)
