#pragma once
// Runs one job off the loop's thread (the computer's decision, the help). When the job ends its
// answer is ready for poll() and the loop is woken (wake_the_loop), so a loop asleep with
// nothing moving takes the answer at once.
//
//   Worker<Decision> worker;
//   worker.start([view, s = strategy.get()] { return s->decide(view); }); // copy what it reads
//   ... each update(): if (auto d = worker.poll()) apply(*d);
//   while (worker.working()) show "thinking".
//
// The job must own copies of everything it reads (a SeatView copy, the strategy object that no
// one else touches until poll() returned). The destructor waits for a running job.

#include "app/core/wake.hpp"

#include <chrono>
#include <exception>
#include <functional>
#include <future>
#include <optional>
#include <thread>
#include <utility>

namespace parlor::app {

template <class T> class Worker {
  public:
    Worker() = default;
    Worker(const Worker&) = delete;
    Worker& operator=(const Worker&) = delete;
    ~Worker() { wait(); }

    // Starts the job on its own thread. Ignored (returns false) while a job is running or its
    // answer has not been taken.
    bool start(std::function<T()> job) {
        if (working()) {
            return false;
        }
        join();
        std::promise<T> promise;
        future_ = promise.get_future();
        job_started();
        thread_ = std::thread([job = std::move(job), promise = std::move(promise)]() mutable {
            try {
                promise.set_value(job());
            } catch (...) {
                promise.set_exception(std::current_exception());
            }
            job_ended();
            wake_the_loop(); // the answer is ready before the loop is told
        });
        return true;
    }

    bool working() const { return future_.valid(); }

    // The result once the job has finished (returned once), else nothing. Never blocks (beyond
    // the moment the finished thread takes to end). An exception thrown by the job is rethrown.
    std::optional<T> poll() {
        if (!future_.valid() ||
            future_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
            return std::nullopt;
        }
        join();
        return future_.get();
    }

    // Blocks until a running job ends; its result stays for poll() (scene teardown, tests).
    void wait() { join(); }

  private:
    void join() {
        if (thread_.joinable()) {
            thread_.join();
        }
    }

    std::future<T> future_;
    std::thread thread_;
};

} // namespace parlor::app
