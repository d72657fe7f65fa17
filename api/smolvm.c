/* The public API: a thin layer that compiles, checks, then runs. */
#include <blake2.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/random.h>
#include <time.h>
#include "api/api_internal.h"
#include "compiler/ast.h"
#include "compiler/compile.h"
#include "compiler/image.h"
#include "compiler/policy_check.h"
#include "runtime/clone.h"
#include "vm/vm.h"


int smol_abi_version(void) { return SMOL_ABI_VERSION; }
const char *smol_version(void) { return SMOL_VERSION_STRING; }

void smol_config_init(smol_config *cfg) {
    if (!cfg) return;
    memset(cfg, 0, sizeof *cfg);
    cfg->max_instructions = SMOL_DEFAULT_MAX_INSTRUCTIONS;
    cfg->max_memory = SMOL_DEFAULT_MAX_MEMORY;
    cfg->max_recursion = SMOL_DEFAULT_MAX_RECURSION;
    cfg->max_output = SMOL_DEFAULT_MAX_OUTPUT;
    cfg->hash_seed = 0;
}

const char *smol_status_name(smol_status s) {
    switch (s) {
    case SMOL_OK: return "ok";
    case SMOL_FINAL_ANSWER: return "final_answer";
    case SMOL_EXCEPTION: return "exception";
    case SMOL_REJECTED: return "rejected";
    case SMOL_BUDGET: return "instruction_budget";
    case SMOL_MEMORY: return "memory_cap";
    case SMOL_DEADLINE: return "deadline";
    case SMOL_EXIT: return "exit";
    case SMOL_TOOL_CALL: return "tool_call";
    case SMOL_INTERRUPTED: return "interrupted";
    }
    return "unknown";
}

/* The exec_image hook: run a module written in Python in `globals` (the
 * importing session's own module namespace). Its code object is loaded from
 * the image the library holds (tools/freeze.c made it at build time from
 * the module's source) on the VM's first import and kept under the image's
 * name (vm->module_code):
 * code objects are immutable, so every session runs the same one, and a
 * session's import costs only the run of the module body. The image is
 * the library's own const data, verified when the library was built
 * (tools/freeze.c): loading checks its checksum and parses it but skips the
 * structural verification that images from outside get (runtime/modules.c
 * calls this hook only with the frozen table's images). No policy check
 * applies, as none applied when the library's own modules were compiled
 * from source. */
/* The load_body hook: the body of a library function, on its first run
 * (compiler/image.c, lazily loaded bodies). */
static int load_body(VM *vm, Code *c) {
    char why[512] = "";
    bool saved_gc = vm->gc_running;
    vm->gc_running = true;
    int r = image_load_body(vm, c, why, sizeof why);
    vm->gc_running = saved_gc;
    if (r == 0 || vm->halt) return r;
    exc_raise(vm, EXC_SystemError, "the library function %U failed to load: %s", c->qualname, why[0] ? why : "?");
    return -1;
}

static Value exec_image(VM *vm, Dict *globals, const char *name, const char *filename, const uint8_t *image,
                        size_t len) {
    Str *key = str_intern_cstr(vm, name);
    if (!key) return VEXC;
    if (!vm->module_code && !(vm->module_code = dict_new(vm))) return VEXC;
    Value cached = dict_get_str(vm, vm->module_code, key);
    Code *code = IS_KIND(cached, OK_CODE) ? AS_CODE(cached) : NULL;
    if (!code) {
        char why[512] = "";
        ImageInfo info;
        bool saved_gc = vm->gc_running;
        vm->gc_running = true;
        Str *fn = str_intern_cstr(vm, filename);
        code = fn ? image_read_builtin(vm, image, len, fn, &info, why, sizeof why) : NULL;
        if (code && dict_set_str(vm, vm->module_code, key, v_obj(code)) < 0) code = NULL;
        vm->gc_running = saved_gc;
        if (!code) {
            if (vm->halt) return VEXC;
            return exc_raise(vm, EXC_ImportError, "module %s failed to load: %s", filename, why[0] ? why : "?");
        }
    }
    if (!rt_stack_ok(vm)) return exc_raise(vm, EXC_RecursionError, "maximum recursion depth exceeded");
    vm->native_depth++;
    Value r = rt_callback_done(vm, vm_run_module(vm, code, globals));
    vm->native_depth--;
    return r;
}

/* An allowlist entry names a module smolvm has: "*", "pkg.*" with pkg a
 * module, or a module's name. */
static bool import_entry_known(const char *e) {
    if (!strcmp(e, "*")) return true;
    size_t n = strlen(e);
    if (n > 2 && !strcmp(e + n - 2, ".*")) {
        char pkg[128];
        if (n - 2 >= sizeof pkg) return false;
        memcpy(pkg, e, n - 2);
        pkg[n - 2] = '\0';
        return module_exists(pkg);
    }
    return module_exists(e);
}

/* The 1-based position of the first unknown entry of a list, 0 if none. */
static int unknown_entry(const char *const *list) {
    for (size_t i = 0; list && list[i]; i++)
        if (!import_entry_known(list[i])) return i < INT32_MAX ? (int)i + 1 : INT32_MAX;
    return 0;
}

int smol_config_check(const smol_config *cfg, const char **why) {
    if (why) *why = NULL;
    if (!cfg) return 0;
    int k = unknown_entry(cfg->imports);
    if (k) {
        if (why) *why = "an entry of imports names a module smolvm does not have";
        return k;
    }
    k = unknown_entry(cfg->additional_imports);
    if (k && why) *why = "an additional import names a module smolvm does not have";
    return k;
}

void smol_interrupt(smol_vm *h) {
    if (h && h->vm) atomic_store(&h->vm->interrupt, 1);
}

/* Bytes for the hash seed from the host's hook or the kernel; false when
 * neither gives them. */
static bool seed_bytes(const smol_config *cfg, uint64_t *seed) {
    if (cfg->entropy) {
        *seed = 0;
        cfg->entropy(cfg->entropy_user, seed, sizeof *seed);
        return *seed != 0;
    }
    return getrandom(seed, sizeof *seed, GRND_NONBLOCK) == (ssize_t)sizeof *seed && *seed != 0;
}

/* The limits a config asks for, defaults filled in. */
static Limits limits_of(const smol_config *cfg) {
    Limits lim;
    lim.max_instructions = cfg->max_instructions > 0 ? cfg->max_instructions : SMOL_DEFAULT_MAX_INSTRUCTIONS;
    lim.max_memory = cfg->max_memory ? cfg->max_memory : SMOL_DEFAULT_MAX_MEMORY;
    lim.max_recursion = cfg->max_recursion > 0 ? cfg->max_recursion : SMOL_DEFAULT_MAX_RECURSION;
    lim.max_output = cfg->max_output ? cfg->max_output : SMOL_DEFAULT_MAX_OUTPUT;
    lim.deadline_seconds = cfg->deadline_seconds > 0 ? cfg->deadline_seconds : 0;
    return lim;
}

/* 64 random bits from the host's hook or the kernel, else from the clocks
 * (never from an address: str hashes would give the seed, hence the
 * address, away); never 0. */
static uint64_t fresh_random(const smol_config *cfg) {
    uint64_t seed;
    if (seed_bytes(cfg, &seed)) return seed;
    struct timespec rt, mono;
    clock_gettime(CLOCK_REALTIME, &rt);
    clock_gettime(CLOCK_MONOTONIC, &mono);
    seed = ((uint64_t)rt.tv_sec * 1000000000u + (uint64_t)rt.tv_nsec) * 0x9E3779B97F4A7C15ULL ^
           ((uint64_t)mono.tv_sec * 1000000000u + (uint64_t)mono.tv_nsec);
    return seed ? seed : 1;
}

/* The handle of a new VM `vm` made for `cfg`: the hooks and the settings
 * that are not limits. NULL (vm freed) when out of memory. */
static smol_vm *vm_handle(const smol_config *cfg, VM *vm) {
    smol_vm *h = calloc(1, sizeof *h);
    if (!h) {
        rt_vm_free(vm);
        return NULL;
    }
    h->vm = vm;
    vm->gc_stress = (cfg->debug_flags & SMOL_DEBUG_GC_STRESS) != 0;
    vm->callback_stress = (cfg->debug_flags & SMOL_DEBUG_CALLBACK_STRESS) != 0;
    vm->c_stack_limit = cfg->c_stack_size ? cfg->c_stack_size : SMOL_DEFAULT_C_STACK;
    if (cfg->clock) {
        vm->clock = cfg->clock;
        vm->clock_ud = cfg->clock_user;
    }
    vm->wall_clock = cfg->wall_clock;
    vm->wall_clock_ud = cfg->clock_user;
    vm->on_output = cfg->on_output;
    vm->on_output_ud = cfg->on_output_user;
    vm_install(vm);
    vm->api = h;
    vm->exec_image = exec_image;
    vm->load_body = load_body;
    /* Modules live in sessions (see smol_session_new): none outside. */
    vm->modules = NULL;
    /* One list: the replacing imports (when given), then the additional
     * ones. */
    size_t n1 = 0, n2 = 0;
    while (cfg->imports && cfg->imports[n1]) n1++;
    while (cfg->additional_imports && cfg->additional_imports[n2]) n2++;
    h->replace_imports = cfg->imports != NULL;
    h->extra_imports = calloc(n1 + n2 + 1, sizeof(char *));
    if (!h->extra_imports) {
        smol_vm_free(h);
        return NULL;
    }
    for (size_t i = 0; i < n1 + n2; i++) {
        h->extra_imports[i] = strdup(i < n1 ? cfg->imports[i] : cfg->additional_imports[i - n1]);
        if (!h->extra_imports[i]) {
            smol_vm_free(h);
            return NULL;
        }
    }
    return h;
}

/* A new VM; for a template, one whose heap freezing can protect. */
static smol_vm *vm_new(const smol_config *cfg, bool template) {
    smol_config d;
    smol_config_init(&d);
    if (!cfg) cfg = &d;
    if (smol_config_check(cfg, NULL) != 0) return NULL;
    Limits lim = limits_of(cfg);
    /* A fresh random seed per VM, as CPython randomises str hashes. */
    uint64_t seed = cfg->hash_seed ? cfg->hash_seed : fresh_random(cfg);
    VM *vm = template ? rt_vm_new_template(&lim, seed) : rt_vm_new(&lim, seed);
    return vm ? vm_handle(cfg, vm) : NULL;
}

smol_vm *smol_vm_new(const smol_config *cfg) { return vm_new(cfg, false); }

/* ---- templates ------------------------------------------------------------ */

typedef struct CopyKey CopyKey;

struct smol_template {
    smol_config cfg;            /* its lists point at the copies below */
    char **imports, **additional_imports;
    smol_vm *h;                 /* the frozen VM */
    smol_session *ss;           /* its session, whose modules are imported */
    Frozen *frozen;
    /* The host's reference and one per VM made from it, which share its
     * code objects' instructions: the template goes with the last. */
    atomic_size_t refs;
    /* Where the config leaves the seed random and has no entropy hook,
     * each clone's random session serials are a keyed BLAKE2b of its
     * number under a key drawn from the kernel once, not a system call
     * per clone: unpredictable to a snippet that sees only its own. */
    CopyKey *copy_key;
};

/* The key, on a page of its own that a fork does not pass on (the child
 * reads zeroes there, so `keyed` is 0): processes forked from the one
 * that made the template, which would otherwise number their clones
 * alike, draw each clone's serials from the kernel instead. */
struct CopyKey {
    uint64_t keyed;
    uint8_t key[BLAKE2B_KEYBYTES];
    atomic_uint_fast64_t copies;
};

#define COPY_KEYED 0x6b657965645f6f6bULL
#define COPY_KEY_PAGE ((size_t)4096)
_Static_assert(sizeof(CopyKey) <= COPY_KEY_PAGE, "the key fits its page");

static CopyKey *copy_key_new(void) {
    void *m = mmap(NULL, COPY_KEY_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) return NULL;
    CopyKey *k = m;
    if (madvise(m, COPY_KEY_PAGE, MADV_WIPEONFORK) != 0 ||
        getrandom(k->key, sizeof k->key, GRND_NONBLOCK) != (ssize_t)sizeof k->key) {
        munmap(m, COPY_KEY_PAGE);
        return NULL;
    }
    atomic_init(&k->copies, 0);
    k->keyed = COPY_KEYED;
    return k;
}

/* The random base of the session serials of a new clone of t. */
static uint64_t clone_serial_base(smol_template *t) {
    if (t->cfg.hash_seed) return 0;
    CopyKey *k = t->copy_key;
    uint64_t out;
    if (k && k->keyed == COPY_KEYED) {
        uint64_t n = atomic_fetch_add_explicit(&k->copies, 1, memory_order_relaxed);
        uint8_t h[sizeof out];
        if (blake2b(h, &n, k->key, sizeof h, sizeof n, sizeof k->key) == 0) {
            memcpy(&out, h, sizeof out);
            return out >> 2;
        }
    }
    return fresh_random(&t->cfg) >> 2;
}

static void free_list(char **l) {
    for (size_t i = 0; l && l[i]; i++) free(l[i]);
    free(l);
}

/* A copy of a NULL-terminated list (NULL for NULL); false when out of
 * memory. */
static bool copy_list(const char *const *l, char ***out) {
    *out = NULL;
    if (!l) return true;
    size_t n = 0;
    while (l[n]) n++;
    char **c = calloc(n + 1, sizeof *c);
    if (!c) return false;
    for (size_t i = 0; i < n; i++)
        if (!(c[i] = strdup(l[i]))) {
            free_list(c);
            return false;
        }
    *out = c;
    return true;
}

/* A module name a template may import: a module smolvm has, spelt with
 * letters, digits, '_' and '.' only (it goes into the import statement). */
static bool template_module_ok(const char *m) {
    size_t n = strlen(m);
    if (n == 0 || n > 100) return false;
    for (size_t i = 0; i < n; i++) {
        char c = m[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.'))
            return false;
    }
    return module_exists(m);
}

static void template_release(smol_template *t) {
    if (atomic_fetch_sub(&t->refs, 1) != 1) return;
    if (t->frozen) clone_thaw(t->frozen);
    smol_vm_free(t->h);
    free_list(t->imports);
    free_list(t->additional_imports);
    if (t->copy_key) munmap(t->copy_key, COPY_KEY_PAGE);
    free(t);
}

void smol_template_free(smol_template *t) {
    if (t) template_release(t);
}

#define TEMPLATE_RANDOM_WHY                                                                            \
    "random cannot be imported in a template: it draws its state when imported, and each VM must draw " \
    "its own"

smol_template *smol_template_new(const smol_config *cfg, const char *const *modules, const char **why) {
    const char *dummy;
    if (!why) why = &dummy;
    *why = NULL;
    smol_config d;
    smol_config_init(&d);
    if (!cfg) cfg = &d;
    if (smol_config_check(cfg, why) != 0) return NULL;
    size_t nmod = 0, srclen = 1;
    for (; modules && modules[nmod]; nmod++) {
        if (!template_module_ok(modules[nmod])) {
            *why = "an entry of modules names a module smolvm does not have";
            return NULL;
        }
        if (!strcmp(modules[nmod], "random")) {
            *why = TEMPLATE_RANDOM_WHY;
            return NULL;
        }
        srclen += 2 * strlen(modules[nmod]) + 64;
    }
    smol_template *t = calloc(1, sizeof *t);
    if (!t) {
        *why = "out of memory";
        return NULL;
    }
    t->cfg = *cfg;
    atomic_init(&t->refs, 1);
    if (!copy_list(cfg->imports, &t->imports) || !copy_list(cfg->additional_imports, &t->additional_imports)) {
        smol_template_free(t);
        *why = "out of memory";
        return NULL;
    }
    t->cfg.imports = (const char *const *)t->imports;
    t->cfg.additional_imports = (const char *const *)t->additional_imports;
    /* The template's seed is every clone's: draw it once, here. */
    if (!t->cfg.hash_seed) t->cfg.hash_seed = fresh_random(cfg);
    /* The cap, the budget and the depth are the clones': the template
     * itself is made under the defaults at least, as construction is
     * never refused by limits meant for snippets (a clone that does not
     * fit under the cap is refused instead). */
    size_t cap = t->cfg.max_memory;
    int64_t budget = t->cfg.max_instructions;
    int depth = t->cfg.max_recursion;
    if (cap && cap < SMOL_DEFAULT_MAX_MEMORY) t->cfg.max_memory = SMOL_DEFAULT_MAX_MEMORY;
    if (budget && budget < SMOL_DEFAULT_MAX_INSTRUCTIONS) t->cfg.max_instructions = SMOL_DEFAULT_MAX_INSTRUCTIONS;
    if (depth && depth < SMOL_DEFAULT_MAX_RECURSION) t->cfg.max_recursion = SMOL_DEFAULT_MAX_RECURSION;
    t->h = vm_new(&t->cfg, true);
    t->ss = t->h ? smol_session_new(t->h) : NULL;
    t->cfg.max_memory = cap;
    t->cfg.max_instructions = budget;
    t->cfg.max_recursion = depth;
    /* Restore "random per template": clones of a template whose config
     * asked for a random seed get random session serials (see
     * smol_vm_new_from). */
    t->cfg.hash_seed = cfg->hash_seed;
    if (!cfg->hash_seed && !cfg->entropy) t->copy_key = copy_key_new();
    char *src = t->ss ? malloc(srclen) : NULL;
    if (!src) {
        smol_template_free(t);
        *why = "out of memory";
        return NULL;
    }
    size_t pos = 0;
    for (size_t i = 0; i < nmod; i++)
        pos += (size_t)snprintf(src + pos, srclen - pos, "import %s as _smol_m\ndel _smol_m\n", modules[i]);
    src[pos] = '\0';
    smol_result r;
    smol_status st = smol_run(t->ss, src, pos, "<template>", &r);
    free(src);
    smol_result_free(&r);
    if (st != SMOL_OK) {
        smol_template_free(t);
        *why = st == SMOL_REJECTED ? "the config's import policy refuses a module of the list"
                                   : "a module of the list failed to import within the config's limits";
        return NULL;
    }
    VM *vm = t->h->vm;
    Str *rnd = str_intern_cstr(vm, "random");
    if (!rnd || !IS_EMPTY(dict_get_str(vm, t->ss->s.modules, rnd))) {
        smol_template_free(t);
        *why = rnd ? TEMPLATE_RANDOM_WHY : "out of memory";
        return NULL;
    }
    /* The modules' code cache is left out of the copies: a module body
     * runs once per session, and a copy's sessions are mostly its first,
     * whose modules the template imported. A copy that imports one anew
     * reads its code from the library's image again, once. */
    vm->module_code = NULL;
    t->frozen = clone_freeze(vm, &t->ss->s);
    if (!t->frozen) {
        smol_template_free(t);
        *why = "out of memory";
        return NULL;
    }
    return t;
}

smol_vm *smol_vm_new_from(const smol_template *t) {
    if (!t) return NULL;
    Limits lim = limits_of(&t->cfg);
    /* Session serials seed an unseeded random module (with the hash seed,
     * which clones share): where the config left the seed random, each
     * clone's serials start at a random place of their own. */
    uint64_t base = clone_serial_base((smol_template *)t);
    smol_session *ss = calloc(1, sizeof *ss);
    if (!ss) return NULL;
    Dict *g, *m;
    VM *vm = clone_vm(t->frozen, &lim, base, &g, &m);
    smol_vm *h = vm ? vm_handle(&t->cfg, vm) : NULL;
    if (!h) {
        free(ss);
        return NULL;
    }
    ss->owner = h;
    ss->s.globals = g;
    ss->s.modules = m;
    ss->s.serial = ++vm->sessions_made;
    ss->s.prev = NULL;
    ss->s.next = vm->sessions;
    vm->sessions = &ss->s;
    h->preset = ss;
    /* The template stays while this VM does (smol_vm_free lets it go). */
    h->tpl = (smol_template *)t;
    atomic_fetch_add(&h->tpl->refs, 1);
    return h;
}

/* ---- calls made while the VM is busy -------------------------------------- */

bool api_enter(smol_vm *h) {
    if (h->busy) return false;
    h->busy = true;
    return true;
}

static void session_release(smol_session *ss);

void api_leave(smol_vm *h) {
    h->busy = false;
    if (h->free_requested) {
        /* Its sessions, those freed meanwhile included, go with it. */
        smol_vm_free(h);
        return;
    }
    if (!h->sessions_doomed) return;
    Session *s = h->vm->sessions;
    while (s) {
        Session *next = s->next;
        smol_session *ss = (smol_session *)((char *)s - offsetof(smol_session, s));
        if (ss->free_requested) session_release(ss);
        s = next;
    }
    h->sessions_doomed = 0;
}

/* A run-like call refused before it began (nothing of the VM touched):
 * *out, when there is one, reads "RuntimeError: msg". */
static smol_status refuse(smol_result *out, const char *msg) {
    if (!out) return SMOL_EXCEPTION;
    memset(out, 0, sizeof *out);
    out->status = SMOL_EXCEPTION;
    size_t n = strlen(msg);
    static const char prefix[] = "RuntimeError: ";
    out->error = malloc(sizeof prefix + n + 1);
    if (out->error) {
        memcpy(out->error, prefix, sizeof prefix - 1);
        memcpy(out->error + sizeof prefix - 1, msg, n);
        memcpy(out->error + sizeof prefix - 1 + n, "\n", 2);
    }
    out->error_type = api_dup_s("RuntimeError");
    out->error_message = api_dup_s(msg);
    out->output_repr = api_dup_s("None");
    out->output_str = api_dup_s("None");
    return SMOL_EXCEPTION;
}

/* Why a call on VM `h` (NULL: its handle was NULL, `null_handle` says
 * which) with source text `src`, `len` and `filename` cannot go on; NULL
 * when it can. */
static const char *refusal(const smol_vm *h, const char *null_handle, const char *src, size_t len,
                           const char *filename) {
    if (!h) return null_handle;
    if (h->busy) return API_BUSY_MESSAGE;
    if (!src && len) return "invalid argument: the source is NULL but its length is not 0";
    if (filename && !utf8_valid(filename, strlen(filename))) return "invalid argument: the filename is not valid UTF-8";
    return NULL;
}

#define NO_SESSION "invalid argument: the session is NULL"
#define NO_VM "invalid argument: the VM is NULL"

void smol_vm_last_run(smol_vm *h) {
    if (h) h->last_run = true;
}

void smol_vm_free(smol_vm *h) {
    if (!h) return;
    if (h->busy) {
        /* Called from a tool callback of a run in this VM: the run's
         * frames are on the C stack below. The VM goes when it returns. */
        h->free_requested = true;
        return;
    }
    if (h->vm) {
        /* Sessions still open belong to the VM and die with it. */
        Session *s = h->vm->sessions;
        while (s) {
            Session *next = s->next;
            smol_session *ss = (smol_session *)((char *)s - offsetof(smol_session, s));
            free(ss);
            s = next;
        }
        h->vm->sessions = NULL;
        /* The modules' code cache is a root too: let the collection that
         * frees the VM take it. */
        h->vm->module_code = NULL;
        rt_vm_free(h->vm);
    }
    if (h->extra_imports) {
        for (size_t i = 0; h->extra_imports[i]; i++) free(h->extra_imports[i]);
        free(h->extra_imports);
    }
    api_tools_free(h);
    smol_template *tpl = h->tpl;
    free(h);
#if defined(SMOL_ALLOC_CHECK) || defined(SMOL_VERIFY_COMPILED)
    if (tpl) clone_verify_shared(tpl->frozen);
#endif
    if (tpl) template_release(tpl);
}

/* The session whose code runs next: its module table becomes the one
 * imports use, its serial the one random's default seeding mixes in. */
static void enter_session(VM *vm, smol_session *ss) {
    vm->modules = ss->s.modules;
    vm->session_serial = ss->s.serial;
}

/* Between runs no session is current, so nothing keeps a freed session's
 * modules alive. */
static void leave_session(VM *vm) {
    vm->modules = NULL;
    vm->session_serial = 0;
}

smol_session *smol_session_new(smol_vm *h) {
    if (!h || h->busy) return NULL;
    if (h->preset) {
        smol_session *ps = h->preset;
        h->preset = NULL;
        return ps;
    }
    VM *vm = h->vm;
    smol_session *ss = calloc(1, sizeof *ss);
    if (!ss) return NULL;
    size_t saved_cap = vm->mem_cap;
    HaltReason saved_halt = vm->halt;
    /* No collection runs here (no safe point), so g needs no root. */
    Dict *g = dict_new(vm);
    Dict *mods = g ? dict_new(vm) : NULL;
    if (!mods || dict_set_str(vm, g, vm->names->__name__, str_cvalue(vm, "__main__")) < 0 ||
        dict_set_str(vm, g, vm->names->__doc__, VNONE) < 0) {
        vm->halt = saved_halt;
        free(ss);
        return NULL;
    }
    vm->mem_cap = saved_cap;
    ss->owner = h;
    ss->s.globals = g;
    ss->s.modules = mods;
    ss->s.serial = ++vm->sessions_made;
    ss->s.prev = NULL;
    ss->s.next = vm->sessions;
    if (vm->sessions) vm->sessions->prev = &ss->s;
    vm->sessions = &ss->s;
    return ss;
}

void smol_session_free(smol_session *ss) {
    if (!ss) return;
    if (ss->owner->busy) {
        /* Its VM is running (this is a tool callback): the run may be this
         * session's own. It goes when the run returns. */
        if (!ss->free_requested) ss->owner->sessions_doomed++;
        ss->free_requested = true;
        return;
    }
    session_release(ss);
}

static void session_release(smol_session *ss) {
    VM *vm = ss->owner->vm;
    /* Its objects are garbage now (api begin). */
    vm->gc_clean = false;
    vm->gc_dropped = true;
    if (ss->owner->suspended == ss) api_abandon(ss->owner);
    if (vm->modules == ss->s.modules) leave_session(vm);
    if (ss->s.prev) ss->s.prev->next = ss->s.next;
    else vm->sessions = ss->s.next;
    if (ss->s.next) ss->s.next->prev = ss->s.prev;
    free(ss);
}

void smol_result_free(smol_result *r) {
    if (!r) return;
    free(r->output_repr);
    free(r->output_str);
    free(r->logs);
    free(r->error);
    free(r->error_type);
    free(r->error_message);
    api_result_free_tools(r);
    smol_value_free(r->value);
    memset(r, 0, sizeof *r);
}

char *api_dup_n(const char *s, size_t n) {
    char *p = malloc(n + 1);
    if (!p) return NULL;
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

char *api_dup_s(const char *s) { return s ? api_dup_n(s, strlen(s)) : NULL; }

/* Snapshot the counters at run start to report per-run numbers. */
typedef struct RunStart {
    size_t total;
    uint64_t allocs;
    double t0;
} RunStart;

static void begin(VM *vm, RunStart *rs, smol_result *out) {
    memset(out, 0, sizeof *out);
    /* A collection before the call when one is due (the host's calls
     * between runs allocate too); when the VM holds more than half its cap
     * and a global was deleted (by the host or a snippet's `del`) or a
     * session freed since the last one; and when it holds more than seven
     * eighths of its cap and anything ran since: the room those left must
     * be there for the next snippet's first allocations, which come before
     * any safe point where the pacing could collect (and within the last
     * eighth, the pacing lets garbage reach the cap). Otherwise a VM
     * holding most of its cap runs a short snippet as fast as an empty
     * one, and the pacing collects at the run's safe points before
     * garbage fills the room left; only a value dropped by rebinding its
     * name (`big = None`) and then a single native allocation larger than
     * the room left before any safe point find that garbage still
     * counted. */
    bool half = vm->mem_cap && vm->live_bytes > vm->mem_cap / 2;
    if (vm->live_bytes > vm->gc_threshold || (half && vm->gc_dropped) || (gc_cap_tight(vm) && !vm->gc_clean)) {
        gc_collect(vm);
        mem_trim(vm);
    }
    vm->gc_clean = false;
    vm_begin_run(vm);
    out_reset(vm);
    vm->result = VNONE;
    vm->peak_bytes = vm->live_bytes;
    rs->total = vm->total_bytes;
    rs->allocs = vm->nallocs;
    rs->t0 = rt_now(vm);
}

static void finish(VM *vm, RunStart *rs, smol_result *out) {
    out->instructions = vm_instructions_used(vm);
    out->peak_memory = vm->peak_bytes;
    out->total_allocated = vm->total_bytes - rs->total;
    out->allocations = vm->nallocs - rs->allocs;
    out->output_bytes = vm->out_total;
    out->wall_seconds = rt_now(vm) - rs->t0;
    out->logs_truncated = vm->out_truncated;
    if (!vm->out_truncated) {
        out->logs = api_dup_n(vm->out.p ? vm->out.p : "", vm->out.len);
        out->logs_len = vm->out.len;
        return;
    }
    /* smolagents' truncate_content: the first max//2 characters, the
     * marker, the last max - max//2 characters. */
    size_t limit = vm->limits.max_output;
    size_t head_chars = limit / 2, tail_chars = limit - limit / 2;
    const char *h = vm->out.p;
    size_t hb = 0, c = 0;
    while (hb < vm->out.len && c < head_chars) {
        hb++;
        while (hb < vm->out.len && ((unsigned char)h[hb] & 0xC0) == 0x80) hb++;
        c++;
    }
    const char *t = vm->out_tail.p ? vm->out_tail.p : "";
    size_t tl = vm->out_tail.len, tb = tl;
    c = 0;
    while (tb > 0 && c < tail_chars) {
        tb--;
        while (tb > 0 && ((unsigned char)t[tb] & 0xC0) == 0x80) tb--;
        c++;
    }
    char marker[160];
    int mn = snprintf(marker, sizeof marker, API_TRUNCATION_MARKER, limit);
    size_t total = hb + (size_t)mn + (tl - tb);
    char *p = malloc(total + 1);
    if (!p) return;
    if (hb) memcpy(p, h, hb);
    memcpy(p + hb, marker, (size_t)mn);
    if (tl - tb) memcpy(p + hb + (size_t)mn, t + tb, tl - tb);
    p[total] = '\0';
    out->logs = p;
    out->logs_len = total;
}

static const char *halt_text(const VM *vm, char *buf, size_t n) {
    const Limits *l = &vm->limits;
    /* " at line 3, in a while loop" when the VM knows where it stopped. */
    char where[sizeof vm->halt_where + 2];
    snprintf(where, sizeof where, "%s%s", vm->halt_where[0] ? " " : "", vm->halt_where);
    const char *hint = vm->halt_in_while ? "; maybe an infinite loop?" : "";
    switch (vm->halt) {
    case HALT_BUDGET:
        snprintf(buf, n, "instruction budget exhausted%s: the run used its limit of %lld instructions%s", where,
                 (long long)l->max_instructions, hint);
        break;
    case HALT_MEMORY:
        snprintf(buf, n, "memory cap reached%s: the run tried to hold more than %zu bytes", where, l->max_memory);
        break;
    case HALT_DEADLINE:
        snprintf(buf, n, "deadline exceeded%s: the run took longer than %g seconds%s", where, l->deadline_seconds,
                 hint);
        break;
    case HALT_INTERRUPT:
        snprintf(buf, n, "interrupted%s: the host stopped the run", where);
        break;
    default:
        snprintf(buf, n, "run stopped");
    }
    return buf;
}

static smol_status halt_status(HaltReason h) {
    switch (h) {
    case HALT_BUDGET: return SMOL_BUDGET;
    case HALT_MEMORY: return SMOL_MEMORY;
    case HALT_DEADLINE: return SMOL_DEADLINE;
    case HALT_EXIT: return SMOL_EXIT;
    case HALT_FINAL: return SMOL_FINAL_ANSWER;
    case HALT_TOOL: return SMOL_TOOL_CALL;
    case HALT_INTERRUPT: return SMOL_INTERRUPTED;
    default: return SMOL_EXCEPTION;
    }
}

/* The status and one-line reason of a run the VM stopped (vm->halt). */
static void report_halt(VM *vm, smol_result *out) {
    char buf[400];
    out->status = halt_status(vm->halt);
    halt_text(vm, buf, sizeof buf);
    out->error = api_cap_dup(vm->limits.max_output, buf, strlen(buf));
    out->error_line = vm->halt_line;
}

/* A SyntaxError report in CPython's layout. */
/* src_line: the line of src shown (for an f-string field's error, src is
 * the field's text and src_line 1). */
static void syntax_error(VM *vm, smol_result *out, const char *filename, const char *src, size_t len, int src_line,
                         const char *kind, const char *msg, int line, int col, int end_col, bool at_eof) {
    /* Bounded as it is built: a megabyte-long line is echoed cut, with
     * its carets counted rather than written. */
    size_t limit = vm->limits.max_output;
    CapText b;
    ct_init(&b, limit);
    ct_adds(&b, "  File \"");
    ct_adds(&b, filename);
    ct_addf(&b, "\", line %d\n", line);
    /* The offending line with its caret, leading indentation removed. */
    const char *p = src, *end = src + len;
    for (int l = 1; l < src_line && p < end; l++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl) { p = end; break; }
        p = nl + 1;
    }
    if (p < end && src_line > 0) {
        const char *e = memchr(p, '\n', (size_t)(end - p));
        if (!e) e = end;
        /* CPython shows a line only up to a NUL byte in it. */
        const char *nul = memchr(p, '\0', (size_t)(e - p));
        if (nul) e = nul;
        const char *s = p;
        int skipped = 0;
        while (s < e && (*s == ' ' || *s == '\t' || *s == '\f')) { s++; skipped++; }
        while (e > s && (e[-1] == '\r' || e[-1] == ' ' || e[-1] == '\t')) e--;
        ct_adds(&b, "    ");
        ct_add(&b, s, (size_t)(e - s));
        ct_addc(&b, '\n');
        /* As CPython prints it: no caret when the column falls in the
         * indentation (an unexpected indent), one past the text at most,
         * and a single caret for an indentation error. A range that goes
         * on past this line (end_col < 0) is marked to the line's end. An
         * error at the end of the input has none, as when CPython runs a
         * file. */
        size_t shown = (size_t)(e - s);
        if (col > 0 && !nul && col - 1 >= skipped && !at_eof) {
            size_t at = (size_t)(col - 1 - skipped);
            if (at > shown) at = shown;
            size_t n = 1;
            bool indent_err = strcmp(kind, "SyntaxError") != 0;
            if (!indent_err && end_col > col) n = (size_t)(end_col - col);
            else if (!indent_err && end_col < 0 && shown > at) n = shown - at;
            ct_adds(&b, "    ");
            ct_repeat(&b, ' ', at);
            ct_repeat(&b, '^', n);
            ct_addc(&b, '\n');
        }
    }
    ct_adds(&b, kind);
    ct_adds(&b, ": ");
    ct_adds(&b, msg);
    ct_addc(&b, '\n');
    out->status = SMOL_EXCEPTION;
    out->error = ct_finish(&b, NULL);
    out->error_type = api_dup_s(kind);
    out->error_message = api_cap_dup(limit, msg, strlen(msg));
    out->error_line = line;
    out->error_col = col;
}

/* Parse and compile `src` into a module code object. On failure fills out
 * and returns NULL. */
Code *api_compile_source(VM *vm, const char *src, size_t len, const char *filename, bool result_expr,
                         smol_result *out) {
    Arena arena;
    arena_init(&arena, vm);
    ParseError perr;
    memset(&perr, 0, sizeof perr);
    /* Compilation is charged to the run's budget and watches its deadline
     * as it goes: the tokenizer and the parser through the arena's meter,
     * scope analysis and code generation through cg_charge (cg.h). */
    arena_set_meter(&arena, vm);
    Node *mod = parse_module(&arena, src, len, &perr);
    if (!mod) {
        arena_free(&arena);
        if (perr.kind == PERR_MEMORY || vm->halt) {
            rt_halt(vm, HALT_MEMORY);
            return NULL;
        }
        const char *kind = perr.kind == PERR_INDENT ? "IndentationError" : perr.kind == PERR_TAB ? "TabError" : "SyntaxError";
        if (perr.text[0])
            syntax_error(vm, out, filename, perr.text, strlen(perr.text), 1, kind, perr.msg, perr.line, perr.col,
                         perr.end_col, perr.at_eof);
        else
            syntax_error(vm, out, filename, src, len, perr.line, kind, perr.msg, perr.line, perr.col, perr.end_col,
                         perr.at_eof);
        return NULL;
    }
    Str *fname = str_intern_cstr(vm, filename);
    Str *source = fname ? str_new(vm, src, len) : NULL;
    if (!fname || !source) {
        arena_free(&arena);
        return NULL;
    }
    CompileError cerr;
    memset(&cerr, 0, sizeof cerr);
    Code *code = compile_module(vm, mod, fname, source, result_expr, &cerr);
    arena_free(&arena);
    if (!code) {
        if (cerr.kind == 1 || vm->halt) {
            rt_halt(vm, HALT_MEMORY);
            return NULL;
        }
        syntax_error(vm, out, filename, src, len, cerr.line, "SyntaxError", cerr.msg, cerr.line, cerr.col, cerr.end_col,
                     false);
        return NULL;
    }
#ifdef SMOL_VERIFY_COMPILED
    /* Test builds: whatever the compiler emits (snippets and the modules
     * written in Python alike) must pass the image verifier, so its rules
     * are checked against every program the tests and fuzzers compile. */
    char why[512];
    if (!image_verify_tree(code, why, sizeof why)) {
        fprintf(stderr, "smolvm: compiled code fails verification: %s\n", why);
        abort();
    }
#endif
    return code;
}

/* The policy check (DESIGN.md section 5) with the VM's import allowlist;
 * `globals` holds names a session defined itself (NULL: none). */
static bool policy(smol_vm *h, Dict *globals, Code *code, const char *filename, smol_result *out) {
    VM *vm = h->vm;
    PolicyConfig pc = {(const char *const *)h->extra_imports, h->replace_imports, globals};
    PolicyViolation v[16];
    int n = policy_check_code(vm, code, &pc, v, 16);
    if (n == 0) return true;
    if (vm->halt) {
        report_halt(vm, out);
        return false;
    }
    size_t limit = vm->limits.max_output;
    CapText b;
    ct_init(&b, limit);
    int shown = n < 16 ? n : 16;
    for (int i = 0; i < shown; i++) {
        ct_adds(&b, filename);
        ct_addf(&b, ":%d:%d: rejected: ", v[i].line, v[i].col);
        ct_adds(&b, v[i].msg);
        ct_addc(&b, '\n');
    }
    if (n > shown) ct_addf(&b, "... and %d more violations\n", n - shown);
    out->status = SMOL_REJECTED;
    out->error = ct_finish(&b, NULL);
    out->error_type = api_dup_s("PolicyViolation");
    out->error_message = api_cap_dup(limit, v[0].msg, strlen(v[0].msg));
    out->error_line = v[0].line;
    out->error_col = v[0].col;
    return false;
}

/* The repr of a str or bytes longer than the output cap, made from its
 * two ends only (never the whole repr): the repr of its first limit/2
 * bytes, the marker, the repr of its last limit/2 bytes. NULL when the
 * pieces cannot be made (memory, budget). */
static char *long_repr(VM *vm, Value v, size_t limit) {
    bool is_str = IS_STR(v);
    const char *data = is_str ? AS_STR(v)->data : (const char *)((Bytes *)AS_OBJ(v))->buf;
    size_t n = is_str ? AS_STR(v)->blen : ((Bytes *)AS_OBJ(v))->len;
    size_t hb = limit / 2, tb = n - (limit - limit / 2);
    if (is_str) {
        /* Whole characters only. */
        while (hb > 0 && ((unsigned char)data[hb] & 0xC0) == 0x80) hb--;
        while (tb < n && ((unsigned char)data[tb] & 0xC0) == 0x80) tb++;
    }
    size_t base = vm->nroots;
    Value hv = is_str ? str_value(vm, data, hb) : bytes_new(vm, data, hb);
    if (IS_EXC(hv)) return NULL;
    gc_push(vm, hv);
    Value tv = is_str ? str_value(vm, data + tb, n - tb) : bytes_new(vm, data + tb, n - tb);
    char *res = NULL;
    if (!IS_EXC(tv)) {
        gc_push(vm, tv);
        Value hr = obj_repr(vm, hv);
        if (!IS_EXC(hr)) {
            gc_push(vm, hr);
            Value tr = obj_repr(vm, tv);
            if (!IS_EXC(tr)) {
                /* 'head<marker>tail': the closing quote of the first
                 * piece and the opening (b)quote of the second dropped. */
                Str *h = AS_STR(hr), *t = AS_STR(tr);
                size_t skip = is_str ? 1 : 2;
                CapText c;
                ct_init(&c, limit);
                ct_add(&c, h->data, h->blen - 1);
                ct_gap(&c);
                ct_add(&c, t->data + skip, t->blen - skip);
                res = ct_finish(&c, NULL);
            }
        }
    }
    gc_pop(vm, vm->nroots - base);
    return res;
}

/* repr() and str() of the output value, each bounded by the output cap. A
 * long str or bytes is never copied whole: its repr is made from its ends
 * and its str copied from them. Other values are formatted in the VM, under
 * the memory cap, then cut. */
static void set_value_strings(VM *vm, smol_result *out, Value v) {
    size_t limit = vm->limits.max_output;
    /* As for tracebacks: formatting (which may run __repr__) gets a fresh
     * small budget, outside the receipt, and the run's stop (final_answer)
     * is put back afterwards. */
    HaltReason h = vm->halt;
    int64_t fuel = vm->fuel, left = vm->budget_left;
    vm->halt = HALT_NONE;
    vm->fuel = 0;
    vm->budget_left = 1000000;
    bool long_text = (IS_STR(v) && AS_STR(v)->blen > limit) ||
                     (IS_KIND(v, OK_BYTES) && ((Bytes *)AS_OBJ(v))->len > limit);
    char *r = NULL;
    if (long_text) {
        r = long_repr(vm, v, limit);
    } else {
        Value rv = obj_repr(vm, v);
        if (!IS_EXC(rv)) r = api_cap_dup(limit, AS_STR(rv)->data, AS_STR(rv)->blen);
    }
    if (!r) {
        exc_clear(vm);
        vm->halt = HALT_NONE;
        r = api_dup_s("<repr failed>");
    }
    out->output_repr = r;
    char *s = NULL;
    if (IS_STR(v)) {
        s = api_cap_dup(limit, AS_STR(v)->data, AS_STR(v)->blen);
    } else if (long_text) {
        s = api_dup_s(r);   /* str(bytes) is its repr */
    } else {
        Value sv = obj_str(vm, v);
        if (!IS_EXC(sv)) s = api_cap_dup(limit, AS_STR(sv)->data, AS_STR(sv)->blen);
    }
    if (!s) {
        exc_clear(vm);
        vm->halt = HALT_NONE;
        s = api_dup_s("<str failed>");
    }
    out->output_str = s;
    out->value = api_value_tree(vm, v, r);
    vm->halt = h;
    vm->fuel = fuel;
    vm->budget_left = left;
}

static void report_exception(VM *vm, smol_result *out, Dict *globals) {
    Value e = vm->exc;
    vm->exc = VEMPTY;
    out->status = SMOL_EXCEPTION;
    if (!IS_EXCOBJ(e)) {
        out->error = api_dup_s("SystemError: error without exception\n");
        return;
    }
    gc_push(vm, e);
    /* Formatting may itself run Python (__str__), under a fresh small
     * budget that the receipt does not count: the run's counters are put
     * back afterwards. */
    int64_t fuel = vm->fuel, left = vm->budget_left;
    vm->halt = HALT_NONE;
    vm->fuel = 0;
    vm->budget_left = 1000000;
    size_t limit = vm->limits.max_output;
    char *tb = api_format_traceback(vm, e, globals, limit);
    ExcObj *eo = AS_EXC(e);
    out->error_type = api_cap_dup(limit, eo->cls->qualname->data, eo->cls->qualname->blen);
    Value msg = obj_str(vm, e);
    if (IS_EXC(msg)) exc_clear(vm);
    else out->error_message = api_cap_dup(limit, AS_STR(msg)->data, AS_STR(msg)->blen);
    if (eo->ntb) {
        Code *c = eo->tb[0].code;
        uint32_t pc = eo->tb[0].pc;
        if (c->lines && pc < c->ninsns) {
            out->error_line = (int)c->lines[pc];
            out->error_col = c->cols ? (int)c->cols[pc] + 1 : 0;
        }
    }
    exc_clear(vm);
    out->error = tb ? tb : api_dup_s(out->error_type);
    gc_pop(vm, 1);
    vm->halt = HALT_NONE;
    vm->fuel = fuel;
    vm->budget_left = left;
}

/* After the interpreter returns: status, error text, output value and
 * receipt. A run paused by a suspending tool keeps its frames. */
static smol_status complete_run(smol_session *ss, Value r, RunStart *rs, smol_result *out) {
    VM *vm = ss->owner->vm;
    bool paused = false;
    if (IS_EXC(r)) {
        if (vm->halt == HALT_NONE) {
            /* An uncaught SystemExit or KeyboardInterrupt ends the run
             * (never the host) with its own status. */
            bool exits = IS_EXCOBJ(vm->exc) &&
                         (type_is_subtype(AS_EXC(vm->exc)->cls, vm->exc_types[EXC_SystemExit]) ||
                          type_is_subtype(AS_EXC(vm->exc)->cls, vm->exc_types[EXC_KeyboardInterrupt]));
            report_exception(vm, out, ss->s.globals);
            if (exits) out->status = SMOL_EXIT;
        } else if (vm->halt == HALT_FINAL) {
            out->status = SMOL_FINAL_ANSWER;
            out->is_final_answer = true;
        } else if (vm->halt == HALT_EXIT) {
            out->status = SMOL_EXIT;
            out->error = api_dup_s("SystemExit\n");
        } else if (vm->halt == HALT_TOOL && vm->nframes > 0) {
            out->status = SMOL_TOOL_CALL;
            paused = true;
        } else {
            report_halt(vm, out);
        }
    } else {
        out->status = SMOL_OK;
    }
    if (out->status == SMOL_OK || out->status == SMOL_FINAL_ANSWER) set_value_strings(vm, out, vm->result);
    else out->output_repr = api_dup_s("None"), out->output_str = api_dup_s("None");
    finish(vm, rs, out);
    api_tool_stats(ss->owner, out);
    if (paused) {
        api_take_pending(ss->owner, out);
        ss->owner->suspended = ss;
        vm->halt = HALT_NONE;
        vm->exc = VEMPTY;
        leave_session(vm);
        gc_collect(vm);
        mem_trim(vm);
        return out->status;
    }
    ss->owner->in_run = false;
    vm->fail_after = -1;
    api_free_pending(ss->owner);
    vm_reset_stack(vm);
    vm->exc = VEMPTY;
    vm->result = VNONE;
    vm->halt = HALT_NONE;
    vm->fuel = 0;
    vm->budget_left = 1000000;
    leave_session(vm);
    if (ss->owner->last_run) ss->owner->last_run = false;
    else gc_after_run(vm);
    return out->status;
}

/* The end of a call that ran no snippet code (compile only, a refusal, a
 * listing): the receipt, "None" as the output, a clean interpreter. */
static smol_status end_without_run(VM *vm, RunStart *rs, smol_result *out) {
    vm->fail_after = -1;
    finish(vm, rs, out);
    out->output_repr = api_dup_s("None");
    out->output_str = api_dup_s("None");
    vm_reset_stack(vm);
    vm->halt = HALT_NONE;
    vm->exc = VEMPTY;
    leave_session(vm);
    return out->status;
}

/* What a run executes: source text, or a bytecode image. */
typedef struct Snippet {
    const char *src;
    size_t len;
    const char *filename;
    const uint8_t *image;
    size_t image_len;
} Snippet;

static bool manifest_matches(smol_vm *h, Code *code, const ImageInfo *info, smol_result *out);

/* Report a refused image: no code ran. */
static void image_rejected(smol_result *out, const char *why) {
    char buf[600];
    snprintf(buf, sizeof buf, "rejected: malformed bytecode image: %s\n", why);
    out->status = SMOL_REJECTED;
    out->error = api_dup_s(buf);
    out->error_type = api_dup_s("ImageError");
    out->error_message = api_dup_s(why);
}

/* The module code object of a snippet: compiled from source, or loaded
 * from an image (checksum, structure and manifest verified). NULL when it
 * failed: *out says why, or vm->halt is set. Collections are held off
 * meanwhile, as the compiler and the loader hold raw pointers. */
static Code *obtain_code(smol_vm *h, const Snippet *sn, smol_result *out) {
    VM *vm = h->vm;
    bool saved_gc = vm->gc_running;
    vm->gc_running = true;
    Code *code;
    if (!sn->image) {
        code = api_compile_source(vm, sn->src, sn->len, sn->filename, true, out);
    } else {
        char why[512] = "";
        ImageInfo info;
        code = image_read(vm, sn->image, sn->image_len, NULL, &info, why, sizeof why);
        if (!code && !vm->halt) image_rejected(out, why);
        if (code && !manifest_matches(h, code, &info, out)) code = NULL;
    }
    vm->gc_running = saved_gc;
    if (!code && vm->halt && out->status == SMOL_OK && !out->error) {
        report_halt(vm, out);
    }
    return code;
}

static const char *code_filename(Code *code, const Snippet *sn) {
    return sn->image ? (code->filename ? code->filename->data : "<image>") : sn->filename;
}

static smol_status run_common(smol_session *ss, const Snippet *sn, smol_result *out, int mode) {
    smol_vm *h = ss->owner;
    VM *vm = h->vm;
    if (!api_enter(h)) return refuse(out, API_BUSY_MESSAGE);
    smol_status st;
    char stack_mark;
    vm->stack_base = &stack_mark;
    if (ss->owner->suspended) api_abandon(ss->owner);
    RunStart rs;
    begin(vm, &rs, out);
    enter_session(vm, ss);
    api_tools_begin_run(ss->owner);
    if (ss->owner->fail_alloc > 0) {
        vm->fail_after = ss->owner->fail_alloc - 1;
        ss->owner->fail_alloc = 0;
    }
    Code *code = obtain_code(ss->owner, sn, out);
    if (!code) goto norun;
    gc_push(vm, v_obj(code));
    bool ok = policy(ss->owner, ss->s.globals, code, code_filename(code, sn), out);
    gc_pop(vm, 1);
    if (!ok || mode == 1) {
        if (ok) out->status = SMOL_OK;
        goto norun;
    }
    ss->owner->in_run = true;
    st = complete_run(ss, vm_run_module(vm, code, ss->s.globals), &rs, out);
    api_leave(h);
    return st;
norun:
    st = end_without_run(vm, &rs, out);
    api_leave(h);
    return st;
}

smol_status smol_resume(smol_session *ss, const smol_tool_reply *reply, smol_result *out) {
    if (!out) return SMOL_EXCEPTION;
    const char *why = refusal(ss ? ss->owner : NULL, NO_SESSION, NULL, 0, NULL);
    if (why) return refuse(out, why);
    smol_vm *h = ss->owner;
    VM *vm = h->vm;
    if (h->suspended != ss) return refuse(out, "this session has no run paused by a tool call");
    api_enter(h);
    char stack_mark;
    vm->stack_base = &stack_mark;
    RunStart rs;
    memset(out, 0, sizeof *out);
    h->suspended = NULL;
    enter_session(vm, ss);
    /* The budget continues; the deadline clock restarts. */
    out_reset(vm);
    vm->peak_bytes = vm->live_bytes;
    rs.total = vm->total_bytes;
    rs.allocs = vm->nallocs;
    rs.t0 = rt_now(vm);
    vm->run_start = rs.t0;
    vm->halt = HALT_NONE;
    vm->exc = VEMPTY;
    api_free_pending(h);
    bool is_error = false;
    Value v = api_reply_value(vm, reply, &is_error);
    Value r;
    if (IS_EXC(v) && vm->halt) r = v;
    else r = vm_resume(vm, v, is_error);
    smol_status st = complete_run(ss, r, &rs, out);
    api_leave(h);
    return st;
}

smol_status smol_run(smol_session *ss, const char *src, size_t len, const char *filename, smol_result *out) {
    if (!out) return SMOL_EXCEPTION;
    const char *why = refusal(ss ? ss->owner : NULL, NO_SESSION, src, len, filename);
    if (why) return refuse(out, why);
    Snippet sn = {src ? src : "", len, filename ? filename : "<string>", NULL, 0};
    return run_common(ss, &sn, out, 0);
}

smol_status smol_check(smol_session *ss, const char *src, size_t len, const char *filename, smol_result *out) {
    if (!out) return SMOL_EXCEPTION;
    const char *why = refusal(ss ? ss->owner : NULL, NO_SESSION, src, len, filename);
    if (why) return refuse(out, why);
    Snippet sn = {src ? src : "", len, filename ? filename : "<string>", NULL, 0};
    return run_common(ss, &sn, out, 1);
}

static smol_status bad_image_args(smol_result *out) {
    if (!out) return SMOL_REJECTED;
    memset(out, 0, sizeof *out);
    image_rejected(out, "no image (NULL)");
    out->output_repr = api_dup_s("None");
    out->output_str = api_dup_s("None");
    return out->status;
}

smol_status smol_run_image(smol_session *ss, const void *image, size_t len, smol_result *out) {
    if (!out) return SMOL_EXCEPTION;
    const char *why = refusal(ss ? ss->owner : NULL, NO_SESSION, NULL, 0, NULL);
    if (why) return refuse(out, why);
    if (!image) return bad_image_args(out);
    Snippet sn = {NULL, 0, NULL, image, len};
    return run_common(ss, &sn, out, 0);
}

smol_status smol_check_image(smol_session *ss, const void *image, size_t len, smol_result *out) {
    if (!out) return SMOL_EXCEPTION;
    const char *why = refusal(ss ? ss->owner : NULL, NO_SESSION, NULL, 0, NULL);
    if (why) return refuse(out, why);
    if (!image) return bad_image_args(out);
    Snippet sn = {NULL, 0, NULL, image, len};
    return run_common(ss, &sn, out, 1);
}

static smol_status disassemble(smol_vm *h, const Snippet *sn, smol_result *out) {
    VM *vm = h->vm;
    api_enter(h);
    char stack_mark;
    vm->stack_base = &stack_mark;
    /* Compiling resets the interpreter: a paused run is abandoned, as by
     * any call that compiles. */
    if (h->suspended) api_abandon(h);
    RunStart rs;
    begin(vm, &rs, out);
    Code *code = obtain_code(h, sn, out);
    if (code) {
        bool saved_gc = vm->gc_running;
        vm->gc_running = true;
        StrBuf b;
        sb_init(&b, vm);
        dis_code(vm, code, &b);
        Value t = sb_finish(&b);
        vm->gc_running = saved_gc;
        if (!IS_EXC(t)) {
            out->status = SMOL_OK;
            out_reset(vm);
            out_write(vm, AS_STR(t)->data, AS_STR(t)->blen);
        } else if (vm->halt) {
            report_halt(vm, out);
        }
    }
    end_without_run(vm, &rs, out);
    gc_collect(vm);
    smol_status st = out->status;
    api_leave(h);
    return st;
}

smol_status smol_disassemble(smol_vm *h, const char *src, size_t len, const char *filename, smol_result *out) {
    if (!out) return SMOL_EXCEPTION;
    const char *why = refusal(h, NO_VM, src, len, filename);
    if (why) return refuse(out, why);
    Snippet sn = {src ? src : "", len, filename ? filename : "<string>", NULL, 0};
    return disassemble(h, &sn, out);
}

smol_status smol_disassemble_image(smol_vm *h, const void *image, size_t len, smol_result *out) {
    if (!out) return SMOL_EXCEPTION;
    const char *why = refusal(h, NO_VM, NULL, 0, NULL);
    if (why) return refuse(out, why);
    if (!image) return bad_image_args(out);
    Snippet sn = {NULL, 0, NULL, image, len};
    return disassemble(h, &sn, out);
}

/* ---- manifest ------------------------------------------------------------------- */

/* A list of names for a manifest, kept without duplicates through a
 * small hash set of the interned strings it holds (every name a code
 * object holds is interned, so equal names are the same Str). */
typedef struct NameList {
    char **items;
    size_t n, cap;
    Str **set;          /* open addressing, power-of-two size, NULL = free */
    size_t setcap;
    bool failed;
} NameList;

static size_t ptr_slot(const Str *s, size_t cap) {
    uintptr_t x = (uintptr_t)s;
    x ^= x >> 17;
    x *= (uintptr_t)0x9E3779B97F4A7C15ULL;
    return (size_t)(x >> 7) & (cap - 1);
}

static bool names_has(const NameList *l, const Str *s) {
    if (!l->setcap) return false;
    for (size_t i = ptr_slot(s, l->setcap);; i = (i + 1) & (l->setcap - 1)) {
        if (!l->set[i]) return false;
        if (l->set[i] == s) return true;
    }
}

static void names_add(NameList *l, Str *s) {
    if (l->failed || names_has(l, s)) return;
    if (2 * (l->n + 1) > l->setcap) {
        size_t nc = l->setcap ? 2 * l->setcap : 16;
        Str **t = calloc(nc, sizeof(Str *));
        if (!t) {
            l->failed = true;
            return;
        }
        for (size_t i = 0; i < l->setcap; i++)
            if (l->set[i])
                for (size_t j = ptr_slot(l->set[i], nc);; j = (j + 1) & (nc - 1))
                    if (!t[j]) {
                        t[j] = l->set[i];
                        break;
                    }
        free(l->set);
        l->set = t;
        l->setcap = nc;
    }
    if (l->n + 1 >= l->cap) {
        size_t nc = l->cap ? l->cap * 2 : 8;
        char **p = realloc(l->items, nc * sizeof(char *));
        if (!p) {
            l->failed = true;
            return;
        }
        l->items = p;
        l->cap = nc;
    }
    char *c = api_dup_n(s->data, s->blen);
    if (!c) {
        l->failed = true;
        return;
    }
    for (size_t j = ptr_slot(s, l->setcap);; j = (j + 1) & (l->setcap - 1))
        if (!l->set[j]) {
            l->set[j] = s;
            break;
        }
    l->items[l->n++] = c;
    l->items[l->n] = NULL;
}

static char **names_finish(NameList *l) {
    free(l->set);
    l->set = NULL;
    l->setcap = 0;
    if (!l->items) {
        l->items = calloc(1, sizeof(char *));
        if (!l->items) l->failed = true;
    }
    return l->items;
}

static void manifest_walk(smol_vm *h, Code *c, NameList *mods, NameList *tools, NameList *bis, int depth) {
    VM *vm = h->vm;
    /* Linear work, charged like the compiler's (an image can be large). */
    if (depth > 200 || !rt_charge(vm, (int64_t)(c->ninsns / 16) + 1)) return;
    for (uint32_t i = 0; i < c->ninsns; i++) {
        uint32_t ins = c->insns[i];
        uint32_t op = INS_OP(ins);
        if (op == OP_IMPORT && INS_BX(ins) < c->nnames) {
            names_add(mods, c->names[INS_BX(ins)]);
        } else if ((op == OP_LOADGLOBAL || op == OP_LOADNAME || op == OP_LOADBUILTIN) && INS_BX(ins) < c->nnames) {
            Str *n = c->names[INS_BX(ins)];
            Value b = dict_get_str(vm, vm->builtins, n);
            if (IS_EMPTY(b)) continue;
            bool is_tool = false;
            for (size_t k = 0; k < h->ntools; k++)
                if (!h->tools[k].removed && strcmp(h->tools[k].name, n->data) == 0) is_tool = true;
            names_add(is_tool ? tools : bis, n);
        }
    }
    for (uint32_t k = 0; k < c->nconsts; k++)
        if (IS_KIND(c->consts[k], OK_CODE)) manifest_walk(h, AS_CODE(c->consts[k]), mods, tools, bis, depth + 1);
}

/* The modules, tools and builtins a code object tree references, as this
 * VM sees them (which names are tools depends on its table). False when
 * memory or the budget ran out (vm->halt says which; the lists are freed). */
static bool compute_manifest(smol_vm *h, Code *code, smol_manifest *m) {
    NameList mods = {0}, tools = {0}, bis = {0};
    manifest_walk(h, code, &mods, &tools, &bis, 0);
    m->modules = names_finish(&mods);
    m->tools = names_finish(&tools);
    m->builtins = names_finish(&bis);
    if (mods.failed || tools.failed || bis.failed || h->vm->halt) {
        smol_manifest_free(m);
        if (!h->vm->halt) rt_halt(h->vm, HALT_MEMORY);
        return false;
    }
    return true;
}

/* An image's header must not understate what its code references: every
 * module, tool and builtin this VM finds in the code must be listed, so a
 * host that approves the header's manifest approves the code. */
static bool manifest_matches(smol_vm *h, Code *code, const ImageInfo *info, smol_result *out) {
    smol_manifest m;
    memset(&m, 0, sizeof m);
    if (!compute_manifest(h, code, &m)) return false;
    char **lists[3] = {m.modules, m.tools, m.builtins};
    static const char *const what[3] = {"module", "tool", "builtin"};
    bool ok = true;
    /* The header's lists as sets of interned names, compared by name. */
    NameList listed[3];
    memset(listed, 0, sizeof listed);
    for (int k = 0; k < 3; k++)
        for (size_t i = 0; info->lists[k] && i < info->lists[k]->len; i++)
            names_add(&listed[k], AS_STR(info->lists[k]->items[i]));
    for (int k = 0; k < 3; k++) ok = ok && !listed[k].failed;
    if (!ok) rt_halt(h->vm, HALT_MEMORY);
    for (int k = 0; ok && k < 3; k++)
        for (size_t i = 0; ok && lists[k][i]; i++) {
            /* Already interned (the code holds it): found, not allocated. */
            Str *name = str_intern_cstr(h->vm, lists[k][i]);
            if (!name) ok = false;
            else if (!names_has(&listed[k], name)) {
                char why[400];
                snprintf(why, sizeof why, "the manifest in the image header does not list the %s '%.200s' its code uses",
                         what[k], lists[k][i]);
                image_rejected(out, why);
                ok = false;
            }
        }
    for (int k = 0; k < 3; k++) {
        smol_manifest tmp = {names_finish(&listed[k]), NULL, NULL};
        smol_manifest_free(&tmp);
    }
    smol_manifest_free(&m);
    return ok;
}

static smol_status manifest_common(smol_session *ss, const Snippet *sn, smol_manifest *m, smol_result *out) {
    smol_vm *h = ss->owner;
    VM *vm = h->vm;
    api_enter(h);
    char stack_mark;
    vm->stack_base = &stack_mark;
    if (h->suspended) api_abandon(h);
    RunStart rs;
    begin(vm, &rs, out);
    enter_session(vm, ss);
    Code *code = obtain_code(h, sn, out);
    if (code) {
        bool saved_gc = vm->gc_running;
        vm->gc_running = true;
        if (!compute_manifest(h, code, m)) out->status = SMOL_MEMORY;
        else if (policy(h, ss->s.globals, code, code_filename(code, sn), out)) out->status = SMOL_OK;
        vm->gc_running = saved_gc;
    }
    smol_status st = end_without_run(vm, &rs, out);
    api_leave(h);
    return st;
}

/* The checks of the manifest calls; NULL when the call may go on. */
static const char *manifest_refusal(smol_session *ss, const char *src, size_t len, smol_manifest *m) {
    const char *why = refusal(ss ? ss->owner : NULL, NO_SESSION, src, len, NULL);
    if (!why && !m) why = "invalid argument: the manifest is NULL";
    return why;
}

smol_status smol_manifest_of(smol_session *ss, const char *src, size_t len, smol_manifest *m, smol_result *out) {
    if (m) memset(m, 0, sizeof *m);
    if (!out) return SMOL_EXCEPTION;
    const char *why = manifest_refusal(ss, src, len, m);
    if (why) return refuse(out, why);
    Snippet sn = {src ? src : "", len, "<string>", NULL, 0};
    return manifest_common(ss, &sn, m, out);
}

smol_status smol_image_manifest(smol_session *ss, const void *image, size_t len, smol_manifest *m, smol_result *out) {
    if (m) memset(m, 0, sizeof *m);
    if (!out) return SMOL_EXCEPTION;
    const char *why = manifest_refusal(ss, NULL, 0, m);
    if (why) return refuse(out, why);
    if (!image) return bad_image_args(out);
    Snippet sn = {NULL, 0, NULL, image, len};
    return manifest_common(ss, &sn, m, out);
}

smol_status smol_compile_image(smol_vm *h, const char *src, size_t len, const char *filename, unsigned flags,
                               void **image, size_t *image_len, smol_result *out) {
    if (image) *image = NULL;
    if (image_len) *image_len = 0;
    if (!out) return SMOL_EXCEPTION;
    const char *why = refusal(h, NO_VM, src, len, filename);
    if (!why && (!image || !image_len)) why = "invalid argument: image or image_len is NULL";
    if (why) return refuse(out, why);
    if (!src) src = "";
    VM *vm = h->vm;
    api_enter(h);
    char stack_mark;
    vm->stack_base = &stack_mark;
    if (h->suspended) api_abandon(h);
    RunStart rs;
    begin(vm, &rs, out);
    Snippet sn = {src, len, filename ? filename : "<string>", NULL, 0};
    Code *code = obtain_code(h, &sn, out);
    if (code) {
        bool saved_gc = vm->gc_running;
        vm->gc_running = true;
        smol_manifest m;
        memset(&m, 0, sizeof m);
        if (!compute_manifest(h, code, &m)) {
            out->status = SMOL_MEMORY;
        } else if (policy(h, NULL, code, sn.filename, out)) {
            ImageManifest im = {(const char *const *)m.modules, (const char *const *)m.tools,
                                (const char *const *)m.builtins};
            char why[300] = "";
            unsigned iflags = ((flags & SMOL_IMAGE_NO_SOURCE) ? 0 : IMAGE_HAS_SOURCE) |
                              ((flags & SMOL_IMAGE_UNCOMPRESSED) ? 0 : IMAGE_DEFLATED);
            uint8_t *img = image_write(vm, code, &im, iflags, image_len, why, sizeof why);
            if (img) {
                *image = img;
                out->status = SMOL_OK;
            } else {
                out->status = strstr(why, "out of memory") ? SMOL_MEMORY : SMOL_EXCEPTION;
                out->error = api_dup_s(why);
                out->error_type = api_dup_s("ImageError");
                out->error_message = api_dup_s(why);
            }
        }
        smol_manifest_free(&m);
        vm->gc_running = saved_gc;
    }
    smol_status st = end_without_run(vm, &rs, out);
    api_leave(h);
    return st;
}

void smol_image_free(void *image) { free(image); }

bool smol_is_image(const void *data, size_t len) { return image_is_image(data, len); }

void smol_manifest_free(smol_manifest *m) {
    if (!m) return;
    char **lists[3] = {m->modules, m->tools, m->builtins};
    for (int k = 0; k < 3; k++) {
        if (!lists[k]) continue;
        for (size_t i = 0; lists[k][i]; i++) free(lists[k][i]);
        free(lists[k]);
    }
    memset(m, 0, sizeof *m);
}

void smol_debug_fail_alloc(smol_vm *h, int64_t n) {
    if (h) h->fail_alloc = n > 0 ? n : 0;
}
