log = []

def process(batch):
    try:
        log.append(f"start {batch}")
        total = sum(batch)
        log.append(f"total {total}")
        return total
    finally:
        log.append("cleanup")
        print(log)


process([1, 2, 3])
process([4, "5"])
