# expect: budget|memory
# wall: 5
# HMAC over ever longer messages, updated in many pieces: the pieces are
# joined and hashed under the memory cap and the budget.
import hmac
m = hmac.new(b'k' * 300, digestmod='sha3_512')
piece = b'z' * 65536
while True:
    for _ in range(64):
        m.update(piece)
    m.hexdigest()
