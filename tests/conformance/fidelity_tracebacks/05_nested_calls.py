# Average score per student, through small helpers.
def mean(values):
    return sum(values) / len(values)

def student_average(scores, name):
    return round(mean(scores[name]), 1)

scores = {"ana": [90, 85], "bo": []}
print("ana:", student_average(scores, "ana"))
print("bo:", student_average(scores, "bo"))
