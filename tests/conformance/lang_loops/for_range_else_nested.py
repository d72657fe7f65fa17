def first_pair_sum(nums, target):
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] + nums[j] == target:
                break
        else:
            continue
        return (i, j)
    else:
        return None


print(first_pair_sum([2, 7, 11, 15], 9))
print(first_pair_sum([3, 2, 4], 6))
print(first_pair_sum([1, 2], 10))
print(first_pair_sum([], 0))
