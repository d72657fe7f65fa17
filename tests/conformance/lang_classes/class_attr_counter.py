class Ticket:
    issued = 0
    prefix = "T"

    def __init__(self, title):
        Ticket.issued += 1
        self.number = Ticket.issued
        self.title = title

    def code(self):
        return f"{self.prefix}-{self.number:03d}"


tickets = [Ticket(t) for t in ["login bug", "slow page", "typo"]]
for t in tickets:
    print(t.code(), t.title)
print("issued:", Ticket.issued, tickets[0].issued)
Ticket.prefix = "BUG"
print(tickets[1].code())
tickets[2].prefix = "DOC"
print(tickets[2].code(), tickets[0].code(), Ticket.prefix)
