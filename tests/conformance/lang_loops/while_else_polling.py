def poll(statuses, max_checks):
    checks = 0
    while checks < max_checks:
        status = statuses[checks % len(statuses)]
        checks += 1
        if status == "ready":
            print(f"ready after {checks} checks")
            break
        print(f"check {checks}: {status}")
    else:
        print(f"still not ready after {checks} checks")
        return None
    return checks


print(poll(["pending", "pending", "ready"], 5))
print(poll(["pending", "failed"], 3))
