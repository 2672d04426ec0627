// The one way an admin screen uploads a file to the media library (decision 024): the raw file
// to the `/administration/upload` route, which forwards it to `POST /api/images` with the
// session as the bearer token. XHR rather than fetch for the upload progress; the API decides
// type, size and content, and its refusal comes back as it is.

export type UploadAnswer = {
  status: number
  body: {
    data?: { id?: number; path?: string; created?: boolean }
    error?: { message?: string; fields?: Record<string, string[]> }
  }
}

/** Sends one file, reporting progress in percent; resolves with the API's answer (status 0: no network). */
export function uploadToLibrary(file: File, onProgress?: (percent: number) => void): Promise<UploadAnswer> {
  // The file's own name goes along: the library shows it and downloads under it.
  return uploadFile(`/administration/upload?name=${encodeURIComponent(file.name.slice(0, 200))}`, file, onProgress)
}

/** The same upload to another page route that forwards a file to the API (a measured opening's photos, decision 112). */
export function uploadFile(route: string, file: File, onProgress?: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', route)
    xhr.setRequestHeader('content-type', 'application/octet-stream')
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100))
    xhr.onload = () => {
      let body = {}
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        /* not JSON: the status speaks */
      }
      resolve({ status: xhr.status, body })
    }
    xhr.onerror = () => resolve({ status: 0, body: {} })
    xhr.send(file)
  })
}

export const uploaded = (a: UploadAnswer) => a.status === 200 || a.status === 201
