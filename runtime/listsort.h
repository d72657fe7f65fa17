/* The body of list.c's merge sort, included once per comparison kind and
 * item layout so that each copy compares without dispatch: list.c defines
 * SORT_FN(name) (the copy's function names), SORT_KIND (the SortKind every
 * comparison uses) and SORT_W (Values per item: 2 for (key, value) pairs,
 * 1 for keys that are the values) before including it, with Sorter,
 * slt(), reverse_items() and power_of() in scope. Not a header of its
 * own: it has no include guard, and is included nowhere else. */

#define SLT(s, x, y) slt((s), SORT_KIND, (x), (y))
#define W SORT_W
#define ITEMS_MOVE(dst, src, n) mem_move((dst), (src), W * (n) * sizeof(Value))

/* Length of the run starting at lo (< hi): ascending (a[i] >= a[i-1]) or
 * strictly descending (*desc). -1 on error. */
static ptrdiff_t SORT_FN(count_run)(Sorter *s, size_t lo, size_t hi, bool *desc) {
    Value *a = s->a;
    *desc = false;
    if (lo + 1 == hi) return 1;
    ptrdiff_t n = 2;
    int c = SLT(s, a[W * (lo + 1)], a[W * lo]);
    if (c < 0) return -1;
    if (c) {
        *desc = true;
        for (size_t i = lo + 2; i < hi; i++, n++) {
            c = SLT(s, a[W * i], a[W * (i - 1)]);
            if (c < 0) return -1;
            if (!c) break;
        }
    } else {
        for (size_t i = lo + 2; i < hi; i++, n++) {
            c = SLT(s, a[W * i], a[W * (i - 1)]);
            if (c < 0) return -1;
            if (c) break;
        }
    }
    return n;
}

/* Sort [lo, hi) of which [lo, start) is sorted, by binary insertion. The
 * pair being placed stays in its slot while it is compared. */
static int SORT_FN(binary_sort)(Sorter *s, size_t lo, size_t hi, size_t start) {
    Value *a = s->a;
    if (lo == start) start++;
    for (; start < hi; start++) {
        size_t l = lo, r = start;
        Value pivot = a[W * start];
        do {
            size_t p = l + ((r - l) >> 1);
            int c = SLT(s, pivot, a[W * p]);
            if (c < 0) return -1;
            if (c) r = p;
            else l = p + 1;
        } while (l < r);
        Value pk = a[W * start], pv = a[W * start + W - 1];
        ITEMS_MOVE(a + W * (l + 1), a + W * l, start - l);
        a[W * l] = pk;
        a[W * l + W - 1] = pv;
        if (!rt_charge(s->vm, 1 + (int64_t)(start - l) / 16)) return -1;
    }
    return 0;
}

/* In the n sorted pairs at p, the index k with p[k-1] < key <= p[k]
 * (gallop_left) or p[k-1] <= key < p[k] (gallop_right), searching from
 * `hint` outwards by powers of two, then by bisection. -1 on error. */
static ptrdiff_t SORT_FN(gallop)(Sorter *s, Value key, const Value *p, ptrdiff_t n, ptrdiff_t hint, bool right) {
    ptrdiff_t ofs = 1, lastofs = 0, maxofs, k;
    int c;
    /* "key goes left of p[i]": key <= p[i] (left), key < p[i] (right). */
#define GOES_LEFT(i, out)                                          \
    do {                                                           \
        c = right ? SLT(s, key, p[W * (i)]) : SLT(s, p[W * (i)], key); \
        if (c < 0) return -1;                                      \
        (out) = right ? c : !c;                                    \
    } while (0)
    int left;
    GOES_LEFT(hint, left);
    if (!left) {
        /* Gallop right until key goes left of p[hint + ofs]. */
        maxofs = n - hint;
        while (ofs < maxofs) {
            GOES_LEFT(hint + ofs, left);
            if (left) break;
            lastofs = ofs;
            ofs = (ofs << 1) + 1;
            if (ofs <= 0) ofs = maxofs;
        }
        if (ofs > maxofs) ofs = maxofs;
        lastofs += hint;
        ofs += hint;
    } else {
        /* Gallop left until key does not go left of p[hint - ofs]. */
        maxofs = hint + 1;
        while (ofs < maxofs) {
            GOES_LEFT(hint - ofs, left);
            if (!left) break;
            lastofs = ofs;
            ofs = (ofs << 1) + 1;
            if (ofs <= 0) ofs = maxofs;
        }
        if (ofs > maxofs) ofs = maxofs;
        k = lastofs;
        lastofs = hint - ofs;
        ofs = hint - k;
    }
    /* Now key goes right of p[lastofs] and left of p[ofs]. */
    lastofs++;
    while (lastofs < ofs) {
        ptrdiff_t m = lastofs + ((ofs - lastofs) >> 1);
        GOES_LEFT(m, left);
        if (left) ofs = m;
        else lastofs = m + 1;
    }
#undef GOES_LEFT
    return ofs;
}

/* Merge the na pairs at a[pa] with the nb pairs following them, na <= nb:
 * the first run goes to tmp and the merge fills from the left. */
static int SORT_FN(merge_lo)(Sorter *s, size_t pa, ptrdiff_t na, ptrdiff_t nb) {
    Value *a = s->a, *tmp = s->tmp;
    ITEMS_MOVE(tmp, a + W * pa, (size_t)na);
    size_t dest = pa, ia = 0, ib = pa + (size_t)na;
    int min_gallop = s->min_gallop, rc = 0;
    ptrdiff_t k;
#define FROM_B() (a[W * dest] = a[W * ib], a[W * dest + W - 1] = a[W * ib + W - 1], dest++, ib++)
#define FROM_A() (a[W * dest] = tmp[W * ia], a[W * dest + W - 1] = tmp[W * ia + W - 1], dest++, ia++)
    FROM_B();
    if (--nb == 0) goto done;
    if (na == 1) goto copy_b;
    for (;;) {
        ptrdiff_t acount = 0, bcount = 0;
        for (;;) {
            int c = SLT(s, a[W * ib], tmp[W * ia]);
            if (c < 0) goto fail;
            if (c) {
                FROM_B();
                bcount++;
                acount = 0;
                if (--nb == 0) goto done;
                if (bcount >= min_gallop) break;
            } else {
                FROM_A();
                acount++;
                bcount = 0;
                if (--na == 1) goto copy_b;
                if (acount >= min_gallop) break;
            }
        }
        min_gallop++;
        do {
            min_gallop -= min_gallop > 1;
            s->min_gallop = min_gallop;
            k = SORT_FN(gallop)(s, a[W * ib], tmp + W * ia, na, 0, true);
            if (k < 0) goto fail;
            acount = k;
            if (k) {
                ITEMS_MOVE(a + W * dest, tmp + W * ia, (size_t)k);
                dest += (size_t)k;
                ia += (size_t)k;
                na -= k;
                if (na == 1) goto copy_b;
                if (na == 0) goto done;
            }
            FROM_B();
            if (--nb == 0) goto done;
            k = SORT_FN(gallop)(s, tmp[W * ia], a + W * ib, nb, 0, false);
            if (k < 0) goto fail;
            bcount = k;
            if (k) {
                ITEMS_MOVE(a + W * dest, a + W * ib, (size_t)k);
                dest += (size_t)k;
                ib += (size_t)k;
                nb -= k;
                if (nb == 0) goto done;
            }
            FROM_A();
            if (--na == 1) goto copy_b;
            if (!rt_charge(s->vm, 1 + (acount + bcount) / 16)) goto fail;
        } while (acount >= MIN_GALLOP || bcount >= MIN_GALLOP);
        min_gallop++;
        s->min_gallop = min_gallop;
    }
fail:
    rc = -1;
done:
    if (na) ITEMS_MOVE(a + W * dest, tmp + W * ia, (size_t)na);
    return rc;
copy_b:
    /* The last pair of the first run goes after the rest of the second. */
    ITEMS_MOVE(a + W * dest, a + W * ib, (size_t)nb);
    a[W * (dest + (size_t)nb)] = tmp[W * ia];
    a[W * (dest + (size_t)nb) + W - 1] = tmp[W * ia + W - 1];
    return 0;
#undef FROM_A
#undef FROM_B
}

/* Merge the na pairs at a[pa] with the nb pairs following them, na > nb:
 * the second run goes to tmp and the merge fills from the right. */
static int SORT_FN(merge_hi)(Sorter *s, size_t pa, ptrdiff_t na, ptrdiff_t nb) {
    Value *a = s->a, *tmp = s->tmp;
    size_t pb = pa + (size_t)na;
    ITEMS_MOVE(tmp, a + W * pb, (size_t)nb);
    /* Indices of the last remaining pair of each run, and of the slot to
     * fill (counted from pa, signed: a run's index reaches -1). */
    ptrdiff_t dest = (ptrdiff_t)(pb - pa) + nb - 1, ia = na - 1, ib = nb - 1;
    Value *A = a + W * pa;
    int min_gallop = s->min_gallop, rc = 0;
    ptrdiff_t k;
#define TO_DEST_A() (A[W * dest] = A[W * ia], A[W * dest + W - 1] = A[W * ia + W - 1], dest--, ia--)
#define TO_DEST_B() (A[W * dest] = tmp[W * ib], A[W * dest + W - 1] = tmp[W * ib + W - 1], dest--, ib--)
    TO_DEST_A();
    if (--na == 0) goto done;
    if (nb == 1) goto copy_a;
    for (;;) {
        ptrdiff_t acount = 0, bcount = 0;
        for (;;) {
            int c = SLT(s, tmp[W * ib], A[W * ia]);
            if (c < 0) goto fail;
            if (c) {
                TO_DEST_A();
                acount++;
                bcount = 0;
                if (--na == 0) goto done;
                if (acount >= min_gallop) break;
            } else {
                TO_DEST_B();
                bcount++;
                acount = 0;
                if (--nb == 1) goto copy_a;
                if (bcount >= min_gallop) break;
            }
        }
        min_gallop++;
        do {
            min_gallop -= min_gallop > 1;
            s->min_gallop = min_gallop;
            k = SORT_FN(gallop)(s, tmp[W * ib], A, na, na - 1, true);
            if (k < 0) goto fail;
            k = na - k;
            acount = k;
            if (k) {
                dest -= k;
                ia -= k;
                ITEMS_MOVE(A + W * (dest + 1), A + W * (ia + 1), (size_t)k);
                na -= k;
                if (na == 0) goto done;
            }
            TO_DEST_B();
            if (--nb == 1) goto copy_a;
            k = SORT_FN(gallop)(s, A[W * ia], tmp, nb, nb - 1, false);
            if (k < 0) goto fail;
            k = nb - k;
            bcount = k;
            if (k) {
                dest -= k;
                ib -= k;
                ITEMS_MOVE(A + W * (dest + 1), tmp + W * (ib + 1), (size_t)k);
                nb -= k;
                if (nb == 1) goto copy_a;
                if (nb == 0) goto done;
            }
            TO_DEST_A();
            if (--na == 0) goto done;
            if (!rt_charge(s->vm, 1 + (acount + bcount) / 16)) goto fail;
        } while (acount >= MIN_GALLOP || bcount >= MIN_GALLOP);
        min_gallop++;
        s->min_gallop = min_gallop;
    }
fail:
    rc = -1;
done:
    if (nb) ITEMS_MOVE(A + W * (dest - (nb - 1)), tmp, (size_t)nb);
    return rc;
copy_a:
    /* The first pair of the second run goes before the rest of the first. */
    dest -= na;
    ia -= na;
    ITEMS_MOVE(A + W * (dest + 1), A + W * (ia + 1), (size_t)na);
    A[W * dest] = tmp[0];
    A[W * dest + W - 1] = tmp[W - 1];
    return 0;
#undef TO_DEST_A
#undef TO_DEST_B
}

/* Merge pending runs i and i + 1. */
static int SORT_FN(merge_at)(Sorter *s, int i) {
    Value *a = s->a;
    size_t pa = s->pending[i].base, pb = s->pending[i + 1].base;
    ptrdiff_t na = (ptrdiff_t)s->pending[i].len, nb = (ptrdiff_t)s->pending[i + 1].len;
    s->pending[i].len = (size_t)(na + nb);
    if (i == s->npending - 3) s->pending[i + 1] = s->pending[i + 2];
    s->npending--;
    /* Where the second run's first pair goes in the first run: what is
     * before it is in place already. */
    ptrdiff_t k = SORT_FN(gallop)(s, a[W * pb], a + W * pa, na, 0, true);
    if (k < 0) return -1;
    pa += (size_t)k;
    na -= k;
    if (na == 0) return 0;
    /* Where the first run's last pair goes in the second: what is after
     * it is in place already. */
    nb = SORT_FN(gallop)(s, a[W * (pa + (size_t)na - 1)], a + W * pb, nb, nb - 1, false);
    if (nb <= 0) return (int)nb;
    return na <= nb ? SORT_FN(merge_lo)(s, pa, na, nb) : SORT_FN(merge_hi)(s, pa, na, nb);
}

static int SORT_FN(merge_sort)(VM *vm, Value *a, Value *tmp, size_t n) {
    Sorter s = {.vm = vm, .a = a, .tmp = tmp, .min_gallop = MIN_GALLOP, .npending = 0};
    size_t minrun = n, r = 0;
    while (minrun >= 64) {
        r |= minrun & 1;
        minrun >>= 1;
    }
    minrun += r;
    size_t lo = 0, left = n;
    while (left) {
        bool desc;
        ptrdiff_t run = SORT_FN(count_run)(&s, lo, n, &desc);
        if (run < 0) return -1;
        if (desc) reverse_items(a + W * lo, W, (size_t)run);
        if ((size_t)run < minrun) {
            size_t force = left <= minrun ? left : minrun;
            if (SORT_FN(binary_sort)(&s, lo, lo + force, lo + (size_t)run) < 0) return -1;
            run = (ptrdiff_t)force;
        }
        if (s.npending) {
            int last = s.npending - 1;
            int power = power_of(s.pending[last].base, s.pending[last].len, (size_t)run, n);
            while (s.npending > 1 && s.pending[s.npending - 2].power > power)
                if (SORT_FN(merge_at)(&s, s.npending - 2) < 0) return -1;
            s.pending[s.npending - 1].power = power;
        }
        if (s.npending >= MAX_PENDING) return exc_raise(vm, EXC_MemoryError, "sort: too many runs"), -1;
        s.pending[s.npending].base = lo;
        s.pending[s.npending].len = (size_t)run;
        s.pending[s.npending].power = 0;
        s.npending++;
        lo += (size_t)run;
        left -= (size_t)run;
    }
    while (s.npending > 1) {
        int i = s.npending - 2;
        if (i > 0 && s.pending[i - 1].len < s.pending[i + 1].len) i--;
        if (SORT_FN(merge_at)(&s, i) < 0) return -1;
    }
    return 0;
}

#undef SLT
#undef W
#undef ITEMS_MOVE
#undef SORT_W
#undef SORT_FN
#undef SORT_KIND
