def triage(ticket):
    match ticket:
        case {"severity": s} if s >= 9:
            return "page on-call"
        case {"severity": s, "customer": c} if s >= 5 and c == "vip":
            return "escalate"
        case {"severity": s} if s >= 5:
            return "next business day"
        case {"severity": _}:
            return "backlog"
        case _:
            return "needs triage"


tickets = [
    {"severity": 10},
    {"severity": 6, "customer": "vip"},
    {"severity": 6, "customer": "free"},
    {"severity": 2},
    {"title": "?"},
]
for t in tickets:
    print(t, "->", triage(t))
