grades = {"math": [90, 80, 70], "art": [100], "history": []}
for subject, marks in grades.items():
    if not marks:
        print(subject, "no marks")
        continue
    print(subject, sum(marks) / len(marks), max(marks))
grades["history"].append(88)
grades["art"] += [60, 75]
print(grades)
summary = {s: (min(m), max(m)) for s, m in grades.items()}
print(summary)
