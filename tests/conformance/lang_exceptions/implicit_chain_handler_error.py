def cleanup(resource):
    print("cleaning", resource)
    raise OSError(f"cannot release {resource}")


def use(resource, data):
    try:
        return 10 / data
    except ZeroDivisionError:
        cleanup(resource)


print(use("disk", 5))
print(use("socket", 0))
