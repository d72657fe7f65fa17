# expect: ok | memory
# final_answer of a huge value: the output (repr) must not explode the host.
final_answer('x' * (40 * 10**6))
