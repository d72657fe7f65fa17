# Notes are printed under the exception's last line.
def check_budget(spent, limit):
    if spent > limit:
        err = ValueError("over budget by %d" % (spent - limit))
        err.add_note("limit is %d" % limit)
        raise err

check_budget(5, 10)
print("first check passed")
check_budget(15, 10)
