#pragma once
// Runs one job off the render thread (the computer's decision, the help) and lets the loop poll
// for the result each update, so the window never freezes while the computer thinks.
//
//   Worker<Decision> worker;
//   worker.start([view, s = strategy.get()] { return s->decide(view); }); // copy what it reads
//   ... each update(): if (auto d = worker.poll()) apply(*d);
//   while (worker.busy()) show "thinking".
//
// The job must own copies of everything it reads (a SeatView copy, the strategy object that no
// one else touches until poll() returned). The destructor waits for a running job.

#include <chrono>
#include <functional>
#include <future>
#include <optional>
#include <utility>

namespace parlor::app {

template <class T> class Worker {
  public:
    Worker() = default;
    Worker(const Worker&) = delete;
    Worker& operator=(const Worker&) = delete;
    ~Worker() { wait(); }

    // Starts the job on its own thread. Ignored (returns false) while a job is running.
    bool start(std::function<T()> job) {
        if (busy()) {
            return false;
        }
        future_ = std::async(std::launch::async, std::move(job));
        return true;
    }

    bool busy() const { return future_.valid(); }

    // The result once the job has finished (returned once), else nothing. Never blocks.
    // An exception thrown by the job is rethrown here.
    std::optional<T> poll() {
        if (!future_.valid() ||
            future_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
            return std::nullopt;
        }
        return future_.get();
    }

    // Blocks until a running job ends and drops its result (scene teardown, tests).
    void wait() {
        if (future_.valid()) {
            future_.wait();
        }
    }

  private:
    std::future<T> future_;
};

} // namespace parlor::app
