def process(records):
    results = []
    for rec in records:
        results.append(rec * 2)
    return results


data = [1, 2, 3]
print(process(data))
print(process(dataset_v2))
