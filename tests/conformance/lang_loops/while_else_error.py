def drain(queue, budget):
    spent = 0
    while queue:
        job = queue.pop(0)
        spent += job
        if spent > budget:
            print("budget exceeded at job", job)
            break
    else:
        remaining = budget - spent
        print("all jobs done, remaining budget", remaining)
        return remaining / (budget - spent)
    return 0


print(drain([3, 4, 5], 10))
print(drain([1, 2], 10))
print(drain([5, 5], 10))
