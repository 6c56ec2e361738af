/*
 * jobs.c: work handed to other threads (POSIX threads, or Windows threads),
 * for `check` of a large module (its entries decoded in parts at once,
 * rootsig_module_each). The library makes no threads: it only allows them.
 */
#ifdef __linux__
#define _GNU_SOURCE /* pthread_attr_setaffinity_np, sched_getcpu */
#endif
#include <stdlib.h>

#include "cli.h"

#ifdef _WIN32
#include <windows.h>
#else
#include <pthread.h>
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

unsigned cli_processors(void)
{
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

typedef struct task_call {
    rootsig_task_fn task;
    void *arg;
    size_t first, n, step; /* tasks first, first + step, ... below n */
} task_call;

static void call_tasks(void *p)
{
    task_call *t = p;
    for (size_t i = t->first; i < t->n; i += t->step)
        t->task(t->arg, i);
}

void cli_run_tasks(void *user, rootsig_task_fn task, void *arg, size_t n)
{
    /* user: -j (0: the processors, at most CLI's default, which the library was told) */
    unsigned jobs = *(const unsigned *)user;
    size_t threads = jobs ? jobs : cli_processors();
    if (threads > n)
        threads = n;
    task_call *calls = threads > 1 ? calloc(threads, sizeof *calls) : NULL;
    cli_job **jobv = threads > 1 ? calloc(threads, sizeof *jobv) : NULL;
    if (calls == NULL || jobv == NULL) { /* one thread, or no memory for more: all here */
        task_call all = {task, arg, 0, n, 1};
        call_tasks(&all);
        free(calls);
        free(jobv);
        return;
    }
    for (size_t t = 0; t < threads; t++) {
        task_call c = {task, arg, t, n, threads};
        calls[t] = c;
        if (t > 0)
            jobv[t] = cli_job_start(call_tasks, &calls[t], (unsigned)(t - 1));
    }
    call_tasks(&calls[0]);
    for (size_t t = 1; t < threads; t++) {
        if (jobv[t])
            cli_job_wait(jobv[t]);
        else
            call_tasks(&calls[t]); /* no thread for them: here, in turn */
    }
    free(calls);
    free(jobv);
}
