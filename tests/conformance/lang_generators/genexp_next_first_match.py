events = [
    ("09:00", "login", "ann"),
    ("09:05", "error", "db timeout"),
    ("09:07", "login", "bob"),
    ("09:12", "error", "disk full"),
]
first_error = next(e for e in events if e[1] == "error")
print("first error:", first_error)
first_bob = next((t for t, kind, who in events if who == "bob"), "never")
print("bob logged in at", first_bob)
missing = next((e for e in events if e[1] == "logout"), None)
print("logout:", missing)
gen = (e[0] for e in events if e[1] == "login")
print(next(gen), next(gen), next(gen, "no more logins"))
