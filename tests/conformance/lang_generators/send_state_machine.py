def turnstile():
    state = "locked"
    log = []
    while True:
        event = yield state
        if event == "coin" and state == "locked":
            state = "unlocked"
        elif event == "push" and state == "unlocked":
            state = "locked"
        log.append((event, state))
        if event == "report":
            print("log:", log)


t = turnstile()
print("initial:", next(t))
for ev in ["push", "coin", "coin", "push", "push", "report"]:
    print(f"{ev:>6} -> {t.send(ev)}")
t.close()
print("closed")
