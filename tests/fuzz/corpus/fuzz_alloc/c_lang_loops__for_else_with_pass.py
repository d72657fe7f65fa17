–hchecks = {"disk": True, "network": True, "db": False}
for name, ok in checks.items():
    if not ok:
        print("failing check:", name)
        break
    pass
else:
    print("all checks passed")
checks["db"] = True
for name, ok in checks.items():
    if not ok:
        break
else:
    print("all checks passed now")
