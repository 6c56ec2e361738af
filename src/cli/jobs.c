/*
 * jobs.c: work handed to other threads (POSIX threads, or Windows threads),
 * for `check` of a large module (its entries decoded in parts at once,
 * rootsig_module_each). The library makes no threads: it only allows them.
 */
#ifdef __linux__
#define _GNU_SOURCE /* pthread_attr_setaffinity_np, sched_getcpu */
#endif
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#ifdef _WIN32
#include <windows.h>
#else
#include <pthread.h>
#include <sched.h> /* sched_yield */
#include <stdatomic.h>
#include <time.h>
#include <unistd.h>
#endif
#ifdef __linux__
#include <sched.h>
#endif

struct cli_job {
    void (*fn)(void *);
    void *arg;
#ifdef _WIN32
    HANDLE thread;
#else
    pthread_t thread;
#endif
#ifdef __linux__
    cpu_set_t all; /* the process's processors, the job's once it runs */
    cpu_set_t one; /* the processor it starts on */
    int pinned;
#endif
};

static unsigned count_processors(void)
{
#ifdef __linux__
    /* the processors this process may run on: one system call (glibc's sysconf reads /sys) */
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
        return (unsigned)CPU_COUNT(&set);
#endif
#ifdef _WIN32
    SYSTEM_INFO si;
    GetSystemInfo(&si);
    return si.dwNumberOfProcessors ? (unsigned)si.dwNumberOfProcessors : 1;
#elif defined(_SC_NPROCESSORS_ONLN)
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (unsigned)n : 1;
#else
    return 1;
#endif
}

/*
 * Counted once: a module's check asked for each context it made (a system
 * call each, ten for a 1 MB module). The count does not change meanwhile
 * that matters: the processors taken away later are the scheduler's.
 */
#ifndef _WIN32
static _Atomic unsigned processors; /* 0: not counted yet */

unsigned cli_processors(void)
{
    unsigned n = atomic_load_explicit(&processors, memory_order_relaxed);
    if (n == 0) {
        n = count_processors();
        atomic_store_explicit(&processors, n, memory_order_relaxed);
    }
    return n;
}
#else
unsigned cli_processors(void)
{
    return count_processors();
}
#endif

#ifdef _WIN32
static DWORD WINAPI run(LPVOID p)
{
    cli_job *j = p;
    j->fn(j->arg);
    return 0;
}
#else
static void *run(void *p)
{
    cli_job *j = p;
#ifdef __linux__
    if (j->pinned) /* started where it should: from now on, wherever the scheduler likes */
        pthread_setaffinity_np(pthread_self(), sizeof j->all, &j->all);
#endif
    j->fn(j->arg);
    return NULL;
}
#endif

/*
 * Linux starts a thread on its parent's processor and moves it to an idle
 * one only when it balances load, milliseconds later: measured here, two
 * threads of 3 ms of work each took 4.0 to 6.8 ms together, not 3.7, and a
 * check of a 1 MB module (7 ms) gained nothing from a second thread. So the
 * k-th job starts on the k-th processor other than this thread's (of those
 * the process may use), and is free to move once it runs.
 */
#ifdef __linux__
static int pin(cli_job *j, pthread_attr_t *attr, unsigned k)
{
    if (sched_getaffinity(0, sizeof j->all, &j->all) != 0)
        return 0;
    int cur = sched_getcpu();
    size_t here = cur >= 0 ? (size_t)cur : (size_t)CPU_SETSIZE;
    int others = CPU_COUNT(&j->all) - (here < CPU_SETSIZE && CPU_ISSET(here, &j->all));
    if (others <= 0)
        return 0;
    unsigned want = k % (unsigned)others, seen = 0;
    for (size_t cpu = 0; cpu < CPU_SETSIZE; cpu++) {
        if (!CPU_ISSET(cpu, &j->all) || cpu == here)
            continue;
        if (seen++ == want) {
            CPU_ZERO(&j->one);
            CPU_SET(cpu, &j->one);
#ifdef __GLIBC__
            return pthread_attr_setaffinity_np(attr, sizeof j->one, &j->one) == 0;
#else
            (void)attr; /* set once it exists (musl has no attribute for it) */
            return 1;
#endif
        }
    }
    return 0;
}
#endif

cli_job *cli_job_start(void (*fn)(void *), void *arg, unsigned k)
{
    cli_job *j = malloc(sizeof *j);
    if (j == NULL)
        return NULL;
    j->fn = fn;
    j->arg = arg;
#ifdef _WIN32
    j->thread = CreateThread(NULL, 0, run, j, 0, NULL);
    if (j->thread == NULL) {
        free(j);
        return NULL;
    }
#else
    pthread_attr_t attr;
    pthread_attr_t *use = NULL;
    if (pthread_attr_init(&attr) == 0)
        use = &attr;
#ifdef __linux__
    j->pinned = use && pin(j, use, k);
#else
    (void)k;
#endif
    int made = pthread_create(&j->thread, use, run, j) == 0;
#if defined(__linux__) && !defined(__GLIBC__)
    /*
     * Moved there now, before it has run (it waits behind this thread on
     * this processor). Should it run first and widen its set (run), this
     * leaves it on that one processor: it still runs beside this thread.
     */
    if (made && j->pinned)
        pthread_setaffinity_np(j->thread, sizeof j->one, &j->one);
#endif
    if (use)
        pthread_attr_destroy(use);
    if (!made) {
        free(j);
        return NULL;
    }
#endif
    return j;
}

void cli_job_wait(cli_job *j)
{
#ifdef _WIN32
    WaitForSingleObject(j->thread, INFINITE);
    CloseHandle(j->thread);
#else
    pthread_join(j->thread, NULL);
#endif
    free(j);
}


/* ---- a runner for the library (rootsig_ctx_set_runner) ------------------ */

size_t cli_count_take(cli_count *c)
{
#ifdef _WIN32
    return (size_t)(InterlockedIncrement(&c->next) - 1);
#else
    return atomic_fetch_add_explicit(&c->next, 1, memory_order_relaxed);
#endif
}

/*
 * The tasks taken in turn by every thread that calls this, as each is
 * free: the library cuts its work into more tasks than threads for that
 * (split.c). Dealt out ahead (every k-th task to thread k), a 16 MB
 * module's index waited 9 ms for the one thread whose fresh pages the
 * host was slow to give (docs/performance.md, twentieth round).
 */
typedef struct task_call {
    rootsig_task_fn task;
    void *arg;
    size_t n;
    cli_count next;
} task_call;

static void call_tasks(void *p)
{
    task_call *t = p;
    for (size_t i; (i = cli_count_take(&t->next)) < t->n;)
        t->task(t->arg, i);
}

void cli_run_tasks(void *user, rootsig_task_fn task, void *arg, size_t n)
{
    /* user: the cli_runner (-j; 0: the processors, which the library was told) */
    cli_runner *r = user;
    size_t threads = r->jobs ? r->jobs : cli_processors();
    if (threads > n)
        threads = n;
    /* the program's crew, started at the first call and kept (free_cli stops it) */
    int crew = threads > 1 && threads <= CLI_CREW_MAX + 1;
    if (crew && r->crew == NULL)
        r->crew = cli_crew_start((unsigned)threads - 1);
    task_call call;
    memset(&call, 0, sizeof call);
    call.task = task;
    call.arg = arg;
    call.n = n;
    if (crew && cli_crew_size(r->crew) + 1 >= threads) {
        /* the crew's threads, already running: none to start or to see end */
        int given[CLI_CREW_MAX + 1];
        for (size_t t = 1; t < threads; t++)
            given[t] = cli_crew_give(r->crew, (unsigned)(t - 1), call_tasks, &call);
        call_tasks(&call);
        for (size_t t = 1; t < threads; t++)
            if (given[t])
                cli_crew_wait(r->crew, (unsigned)(t - 1));
        return;
    }
    cli_job **jobv = threads > 1 ? calloc(threads, sizeof *jobv) : NULL;
    for (size_t t = 1; t < threads && jobv; t++)
        jobv[t] = cli_job_start(call_tasks, &call, (unsigned)(t - 1));
    call_tasks(&call); /* all of them, with no thread or no memory for more */
    for (size_t t = 1; t < threads && jobv; t++)
        if (jobv[t])
            cli_job_wait(jobv[t]);
    free(jobv);
}

/* ---- a crew: threads started once, each given work in turn --------------- */

#ifndef _WIN32
enum { CREW_IDLE, CREW_GO, CREW_RUNNING, CREW_DONE, CREW_QUIT };

/*
 * How long a side waits by spinning before it sleeps. A thread woken from
 * sleep here took 30 to 900 us to be seen running or done (a check's
 * second part was seen done 0.1 to 0.9 ms after it was), longer than
 * most of the waits: the spinning costs processor time, not wall time.
 */
enum { CREW_SPIN_NS = 400 * 1000 };

typedef struct crew_worker {
    pthread_t thread;
    _Atomic int state;
    void (*fn)(void *);
    void *arg;
    pthread_mutex_t mu;
    pthread_cond_t cv; /* state changed */
#ifdef __linux__
    cli_job where; /* its processors (pin) */
#endif
} crew_worker;

struct cli_crew {
    crew_worker *w;
    unsigned n;
};

static long long now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static inline void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

/* Until w->state is one of a and b (spinning a while, then asleep); returns it. */
static int crew_await(crew_worker *w, int a, int b)
{
    int s = atomic_load_explicit(&w->state, memory_order_acquire);
    long long until = 0;
    for (unsigned i = 0; s != a && s != b; i++) {
        if ((i & 63) == 0) {
            long long t = now_ns();
            if (until == 0)
                until = t + CREW_SPIN_NS;
            else if (t > until)
                break;
        }
        cpu_relax();
        s = atomic_load_explicit(&w->state, memory_order_acquire);
    }
    if (s != a && s != b) {
        pthread_mutex_lock(&w->mu);
        while ((s = atomic_load_explicit(&w->state, memory_order_acquire)) != a && s != b)
            pthread_cond_wait(&w->cv, &w->mu);
        pthread_mutex_unlock(&w->mu);
    }
    return s;
}

/* w->state = s, and whoever sleeps on it woken. */
static void crew_set(crew_worker *w, int s)
{
    pthread_mutex_lock(&w->mu);
    atomic_store_explicit(&w->state, s, memory_order_release);
    pthread_cond_broadcast(&w->cv);
    pthread_mutex_unlock(&w->mu);
}

static void *crew_main(void *p)
{
    crew_worker *w = p;
#ifdef __linux__
    if (w->where.pinned) /* started where it should: from now on, wherever the scheduler likes */
        pthread_setaffinity_np(pthread_self(), sizeof w->where.all, &w->where.all);
#endif
    while (crew_await(w, CREW_GO, CREW_QUIT) == CREW_GO) {
        int go = CREW_GO;
        /* not taken back by its giver meanwhile (cli_crew_wait) */
        if (!atomic_compare_exchange_strong_explicit(&w->state, &go, CREW_RUNNING,
                                                     memory_order_acq_rel, memory_order_acquire))
            continue;
        w->fn(w->arg);
        crew_set(w, CREW_DONE);
    }
    return NULL;
}

cli_crew *cli_crew_start(unsigned workers)
{
    cli_crew *c = calloc(1, sizeof *c);
    crew_worker *w = workers ? calloc(workers, sizeof *w) : NULL;
    if (c == NULL || w == NULL) {
        free(c);
        free(w);
        return NULL;
    }
    c->w = w;
    for (unsigned k = 0; k < workers; k++) {
        crew_worker *x = &w[k];
        atomic_init(&x->state, CREW_IDLE);
        if (pthread_mutex_init(&x->mu, NULL) != 0)
            break;
        if (pthread_cond_init(&x->cv, NULL) != 0) {
            pthread_mutex_destroy(&x->mu);
            break;
        }
        pthread_attr_t attr;
        pthread_attr_t *use = pthread_attr_init(&attr) == 0 ? &attr : NULL;
#ifdef __linux__
        /* on a processor of its own, as a job (pin) */
        x->where.pinned = use && pin(&x->where, use, k);
#endif
        int started = pthread_create(&x->thread, use, crew_main, x) == 0;
#if defined(__linux__) && !defined(__GLIBC__)
        if (started && x->where.pinned)
            pthread_setaffinity_np(x->thread, sizeof x->where.one, &x->where.one);
#endif
        if (use)
            pthread_attr_destroy(use);
        if (!started) {
            pthread_cond_destroy(&x->cv);
            pthread_mutex_destroy(&x->mu);
            break;
        }
        c->n++;
    }
    if (c->n == 0) {
        free(w);
        free(c);
        return NULL;
    }
    return c;
}

unsigned cli_crew_size(const cli_crew *c)
{
    return c ? c->n : 0;
}

int cli_crew_give(cli_crew *c, unsigned k, void (*fn)(void *), void *arg)
{
    if (c == NULL || k >= c->n ||
        atomic_load_explicit(&c->w[k].state, memory_order_acquire) != CREW_IDLE)
        return 0;
    c->w[k].fn = fn;
    c->w[k].arg = arg;
    crew_set(&c->w[k], CREW_GO);
    return 1;
}

void cli_crew_wait(cli_crew *c, unsigned k)
{
    crew_worker *w = &c->w[k];
    int go = CREW_GO;
    if (atomic_compare_exchange_strong_explicit(&w->state, &go, CREW_IDLE, memory_order_acq_rel,
                                                memory_order_acquire)) {
        w->fn(w->arg); /* not begun (the worker not yet running, or asleep): here */
        return;
    }
    crew_await(w, CREW_DONE, CREW_DONE);
    atomic_store_explicit(&w->state, CREW_IDLE, memory_order_relaxed);
}

void cli_crew_dismiss(cli_crew *c)
{
    for (unsigned k = 0; c && k < c->n; k++)
        crew_set(&c->w[k], CREW_QUIT);
}

void cli_crew_stop(cli_crew *c)
{
    if (c == NULL)
        return;
    cli_crew_dismiss(c);
    for (unsigned k = 0; k < c->n; k++) {
        pthread_join(c->w[k].thread, NULL);
        pthread_cond_destroy(&c->w[k].cv);
        pthread_mutex_destroy(&c->w[k].mu);
    }
    free(c->w);
    free(c);
}
#else
cli_crew *cli_crew_start(unsigned workers)
{
    (void)workers;
    return NULL; /* Windows: a thread a job (cli_job_start) */
}

unsigned cli_crew_size(const cli_crew *c)
{
    (void)c;
    return 0;
}

int cli_crew_give(cli_crew *c, unsigned k, void (*fn)(void *), void *arg)
{
    (void)c;
    (void)k;
    (void)fn;
    (void)arg;
    return 0;
}

void cli_crew_wait(cli_crew *c, unsigned k)
{
    (void)c;
    (void)k;
}

void cli_crew_dismiss(cli_crew *c)
{
    (void)c;
}

void cli_crew_stop(cli_crew *c)
{
    (void)c;
}
#endif

/* ---- a lock ------------------------------------------------------------- */

/*
 * A spin lock: what it guards takes a few instructions, and a thread put
 * to sleep on a taken mutex took up to a millisecond to run again here
 * (a 1 MB module's check was 1.3 times as long with pthread mutexes).
 * After a while it yields, for a holder that is not running.
 */
struct cli_lock {
#ifdef _WIN32
    volatile LONG taken;
#else
    atomic_flag taken;
#endif
};

cli_lock *cli_lock_new(void)
{
    cli_lock *l = malloc(sizeof *l);
    if (l == NULL)
        return NULL;
#ifdef _WIN32
    l->taken = 0;
#else
    atomic_flag_clear(&l->taken);
#endif
    return l;
}

int cli_lock_try(cli_lock *l)
{
#ifdef _WIN32
    return InterlockedExchange(&l->taken, 1) == 0;
#else
    return !atomic_flag_test_and_set_explicit(&l->taken, memory_order_acquire);
#endif
}

void cli_lock_take(cli_lock *l)
{
    for (unsigned i = 1; !cli_lock_try(l); i++) {
#ifdef _WIN32
        if (i % 1024 == 0)
            SwitchToThread();
        else
            YieldProcessor();
#else
        if (i % 1024 == 0)
            sched_yield();
        else
            cpu_relax();
#endif
    }
}

void cli_lock_give(cli_lock *l)
{
#ifdef _WIN32
    InterlockedExchange(&l->taken, 0);
#else
    atomic_flag_clear_explicit(&l->taken, memory_order_release);
#endif
}

void cli_lock_free(cli_lock *l)
{
    free(l);
}
